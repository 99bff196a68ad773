import { type ComponentProps, lazy, Suspense } from 'react';

const ConfirmDialogPanel = lazy(() => import('./confirm-dialog-panel'));

/**
 * A yes/no confirmation. The confirm button stays disabled while `busy` so a double click acts
 * once, and the dialog stays open until the caller closes it (so a failure can be shown in place).
 * The Radix alert dialog behind it loads when a confirmation first opens (design §7).
 */
export function ConfirmDialog(props: ComponentProps<typeof ConfirmDialogPanel>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
