import {
  cloneElement,
  createContext,
  type HTMLAttributes,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useContext,
} from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A controlled modal dialog: `<Dialog open onOpenChange>` with a `<DialogContent title>` inside, and
 * optionally a `<DialogTrigger asChild>`. The Radix dialog that does the work (focus trap, Escape,
 * scroll lock) loads when a dialog first opens, not with every page that has one: it is about 12 KB
 * of gzipped JavaScript (design §7).
 */
interface DialogState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DialogContext = createContext<DialogState | null>(null);
const DialogPanel = lazy(() => import('./dialog-panel'));

export function Dialog({ open, onOpenChange, children }: DialogState & { children: ReactNode }) {
  return <DialogContext.Provider value={{ open, onOpenChange }}>{children}</DialogContext.Provider>;
}

function useDialog(): DialogState {
  const state = useContext(DialogContext);
  if (!state) throw new Error('DialogTrigger and DialogContent belong inside a Dialog.');
  return state;
}

/** Opens the dialog; wraps its one child (a button), like Radix's `asChild`. */
export function DialogTrigger({ children }: { asChild?: true; children: ReactElement }) {
  const { open, onOpenChange } = useDialog();
  if (!isValidElement<{ onClick?: (e: MouseEvent<HTMLElement>) => void }>(children)) return children;
  const own = children.props.onClick;
  return cloneElement(children as ReactElement<HTMLAttributes<HTMLElement>>, {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    onClick: (e: MouseEvent<HTMLElement>) => {
      own?.(e);
      if (!e.defaultPrevented) onOpenChange(true);
    },
  });
}

export interface DialogContentProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  hideClose?: boolean;
}

/** The modal itself: a centred panel with a title, an optional description and a close button. */
export function DialogContent(props: DialogContentProps) {
  const { open, onOpenChange } = useDialog();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel open={open} onOpenChange={onOpenChange} {...props} />
    </Suspense>
  );
}

export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
  );
}

/** A form dialog's buttons: Cancel (closes it; off while the form is being sent), then the form's own. */
export function DialogActions({
  busy,
  onCancel,
  children,
}: {
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <DialogFooter>
      <Button variant="outline" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </DialogFooter>
  );
}
