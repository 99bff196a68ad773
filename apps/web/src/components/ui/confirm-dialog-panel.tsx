import { useLingui } from '@lingui/react/macro';
import { AlertDialog as RadixAlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { overlayClass, panelClass } from './dialog-styles';

/**
 * The Radix alert dialog behind ConfirmDialog (confirm-dialog.tsx), loaded when one opens. A yes/no confirmation. The confirm button stays disabled while `busy` so a double click acts
 * once, and the dialog stays open until the caller closes it (so a failure can be shown in place).
 */
export default function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  destructive = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  destructive?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={(o) => (busy ? undefined : onOpenChange(o))}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className={overlayClass} />
        <RadixAlertDialog.Content className={`${panelClass} max-w-md`}>
          <div className="flex flex-col gap-2">
            <RadixAlertDialog.Title className="text-lg font-semibold text-gray-900">
              {title}
            </RadixAlertDialog.Title>
            <RadixAlertDialog.Description className="text-sm text-gray-600">
              {description}
            </RadixAlertDialog.Description>
          </div>
          {children}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel ?? t`Cancel`}
              </Button>
            </RadixAlertDialog.Cancel>
            <Button
              variant={destructive ? 'destructive' : 'primary'}
              busy={busy}
              busyLabel={busyLabel}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
