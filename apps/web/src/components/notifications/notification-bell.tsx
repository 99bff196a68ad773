import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLiveUpdates } from '@/lib/live-updates';
import { unreadCountQuery } from '@/lib/notifications-api';
import type { Scope } from '@/lib/session';

// The panel loads on first open: the header of every page stays light.
const NotificationPanel = lazy(() => import('./notification-panel'));

/** "9+" past nine: the badge stays one small circle. */
export const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

/**
 * The header's bell (issue 14): the unread count, live, and a panel of the latest notifications. On
 * phones the panel is a full-width sheet under the header; Escape or a click outside closes it.
 * Mounting it keeps the tab's live stream open.
 */
export function NotificationBell({ scope }: { scope: Scope }) {
  useLiveUpdates(scope);
  const count = useQuery(unreadCountQuery(scope)).data ?? 0;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const { t } = useLingui();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page change closes the panel
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  const label = count > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
  return (
    <div ref={root} className="sm:relative">
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="relative"
      >
        <Bell aria-hidden />
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-700 px-1 text-[11px] font-semibold leading-none text-white ring-2 ring-white"
          >
            {badgeText(count)}
          </span>
        ) : null}
      </Button>
      {open ? (
        <section
          id={panelId}
          aria-label={t`Notifications`}
          className={cn(
            'fixed inset-x-2 top-16 z-40 rounded-xl border border-gray-200 bg-white shadow-lg',
            'sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96',
          )}
        >
          <Suspense fallback={<SkeletonRows rows={4} className="p-4" />}>
            <NotificationPanel scope={scope} onClose={() => setOpen(false)} />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
