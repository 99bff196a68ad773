import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * A plain <label>, keeping what Radix's Label added: a double click on the label's text does not
 * select it (a click on a control inside it still works). Plain, so the sign-in pages, which carry a
 * field, stay within the public pages' budget (design §7) without Radix's primitive layer.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor or nest the control
    <label
      className={cn('text-sm font-medium text-gray-800', className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
