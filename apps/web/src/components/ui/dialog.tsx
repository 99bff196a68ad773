import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export const overlayClass = 'fixed inset-0 z-50 bg-gray-950/50 animate-fade-in';
export const panelClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-card border border-border bg-white p-6 shadow-xl animate-fade-in';

/** A centred modal with title, optional description and a close button; focus is trapped inside. */
export function DialogContent({
  title,
  description,
  className,
  children,
  hideClose,
  ...props
}: ComponentProps<typeof RadixDialog.Content> & {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={overlayClass} />
      <RadixDialog.Content className={cn(panelClass, className)} aria-describedby={undefined} {...props}>
        <div className="flex flex-col gap-1 pr-8">
          <RadixDialog.Title className="text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="text-sm text-gray-600">{description}</RadixDialog.Description>
          ) : null}
        </div>
        {children}
        {hideClose ? null : (
          <RadixDialog.Close
            className="absolute top-4 right-4 rounded-md p-1 text-gray-600 hover:bg-gray-100 hover:text-gray-900"
            aria-label="Close"
          >
            <X aria-hidden className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}
