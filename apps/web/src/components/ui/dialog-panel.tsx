import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { cn } from '@/lib/cn';
import type { DialogContentProps } from './dialog';
import { overlayClass, panelClass } from './dialog-styles';

/** The Radix dialog behind the kit's Dialog: focus trapped inside, Escape and the overlay close it. */
export default function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
  hideClose,
  ...props
}: DialogContentProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={overlayClass} />
        <RadixDialog.Content className={cn(panelClass, className)} aria-describedby={undefined} {...props}>
          <div className="flex flex-col gap-1 pr-8">
            <RadixDialog.Title className="text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="text-sm text-gray-600">
                {description}
              </RadixDialog.Description>
            ) : null}
          </div>
          {children}
          {hideClose ? null : (
            <RadixDialog.Close
              className="absolute top-4 right-4 rounded-md p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              aria-label={t`Close`}
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
