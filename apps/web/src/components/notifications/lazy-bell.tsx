import { lazy, Suspense, useEffect, useState } from 'react';
import type { Scope } from '@/lib/session';
import { whenIdle } from '@/lib/when-idle';

// The bell, its live stream and its queries load once the page has painted and the browser is idle:
// every page's first chunk stays within its budget (design §7), and the first page's code, data and
// render are not kept waiting by the bell's download, its unread-count request and its stream
// (docs/benchmarks.md §3). The header keeps the bell's place meanwhile.
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

const placeholder = <span aria-hidden className="inline-block size-10" />;

export function LazyNotificationBell({ scope }: { scope: Scope }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  if (!idle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NotificationBell scope={scope} />
    </Suspense>
  );
}
