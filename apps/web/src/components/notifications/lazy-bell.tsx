import { lazy, Suspense } from 'react';
import type { Scope } from '@/lib/session';

// The bell, its live stream and its queries load just after the shell: every page's first chunk
// stays within its budget (design §7), and the header keeps the bell's place meanwhile.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export function LazyNotificationBell({ scope }: { scope: Scope }) {
  return (
    <Suspense fallback={<span aria-hidden className="inline-block size-10" />}>
      <NotificationBell scope={scope} />
    </Suspense>
  );
}
