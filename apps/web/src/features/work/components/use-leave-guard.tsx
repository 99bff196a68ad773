import { useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';

/**
 * Warns before leaving a page with unsent work (issue 26 B): the browser's own question on reload
 * or closing the tab (beforeunload), and a dialog for a link inside the app (the router's blocker).
 */
export function useLeaveGuard(
  when: boolean,
  text: { title: string; description: string },
  /** Read when leaving: true once the work is sent, so the page's own navigation is never held. */
  released: RefObject<boolean>,
) {
  useEffect(() => {
    if (!when) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the question only when a value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const { t } = useLingui();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={text.title}
      description={text.description}
      confirmLabel={t`Leave this page`}
      cancelLabel={t`Stay on this page`}
      destructive
      onConfirm={() => blocker.proceed?.()}
    />
  );
  return dialog;
}
