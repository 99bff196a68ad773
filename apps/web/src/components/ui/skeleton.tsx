import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block. Decorative: the surrounding region carries `aria-busy`. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-gray-200', className)} {...props} />;
}

/**
 * Placeholder rows for a list or table while it loads; `layout` lays out a grid of cards instead
 * (`itemClassName` their shape).
 */
export function SkeletonRows({
  rows = 5,
  className,
  layout = 'flex flex-col gap-3',
  itemClassName = 'h-12 w-full',
}: {
  rows?: number;
  className?: string;
  layout?: string;
  itemClassName?: string;
}) {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`} className={cn(layout, className)}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}
