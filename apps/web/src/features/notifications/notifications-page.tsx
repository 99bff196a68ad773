import type { Notification } from '@ih/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { BellOff, Settings } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { NotificationItem } from '@/components/notifications/notification-item';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { NOTIFICATION_TEXT, notificationListQuery, useMarkRead } from '@/lib/notifications-api';
import { usePageMeta } from '@/lib/page-meta';
import type { Scope } from '@/lib/session';

export const PAGE_SIZE = 20;

/** /notifications and /admin/notifications: every notification, newest first, with pages and an unread filter. */
export default function NotificationsPage() {
  usePageMeta({ title: NOTIFICATION_TEXT.title });
  const scope: Scope = useLocation().pathname.startsWith('/admin') ? 'staff' : 'creator';
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const unreadOnly = params.get('filter') === 'unread';
  const navigate = useNavigate();
  const list = useQuery(notificationListQuery(scope, page, PAGE_SIZE, unreadOnly));
  const markRead = useMarkRead(scope);
  const unread = list.data?.unreadCount ?? 0;

  const set = (next: { page?: number; unread?: boolean }) => {
    const p = new URLSearchParams(params);
    if (next.unread !== undefined) {
      if (next.unread) p.set('filter', 'unread');
      else p.delete('filter');
      p.delete('page');
    }
    if (next.page !== undefined) {
      if (next.page > 1) p.set('page', String(next.page));
      else p.delete('page');
    }
    setParams(p);
  };
  const open = (n: Notification) => {
    if (!n.readAt) markRead.mutate({ ids: [n._id] });
    navigate(n.link);
  };
  const failed = (e: unknown) =>
    toast({ variant: 'destructive', title: errorMessage(e, NOTIFICATION_TEXT.readFailed) });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="inline-flex rounded-lg border border-gray-300 bg-white p-1">
          <legend className="sr-only">Show</legend>
          {[
            { label: 'All', value: false },
            { label: `Unread${unread ? ` (${unread})` : ''}`, value: true },
          ].map((tab) => (
            <Button
              key={String(tab.value)}
              size="sm"
              variant={unreadOnly === tab.value ? 'secondary' : 'ghost'}
              aria-pressed={unreadOnly === tab.value}
              onClick={() => set({ unread: tab.value })}
            >
              {tab.label}
            </Button>
          ))}
        </fieldset>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={unread === 0}
            busy={markRead.isPending}
            busyLabel="Marking..."
            onClick={() =>
              markRead.mutate(
                { all: true },
                {
                  onSuccess: () => toast({ variant: 'success', title: 'All notifications marked as read' }),
                  onError: failed,
                },
              )
            }
          >
            {NOTIFICATION_TEXT.markAll}
          </Button>
          <Button variant="ghost" size="sm" asChild>
            <Link
              to={
                scope === 'creator' ? '/profile#notification-preferences' : '/admin/notification-preferences'
              }
            >
              <Settings aria-hidden />
              Preferences
            </Link>
          </Button>
        </div>
      </div>
      <Card className="p-2">
        <QueryState
          query={list}
          loading={<SkeletonRows rows={6} />}
          failed={NOTIFICATION_TEXT.listFailed}
          empty={
            <EmptyState
              icon={BellOff}
              title={unreadOnly ? NOTIFICATION_TEXT.emptyUnread : NOTIFICATION_TEXT.empty}
              description={NOTIFICATION_TEXT.emptyDescription}
            />
          }
        >
          {(result) => (
            <ul className="flex flex-col gap-1">
              {result.data.map((n) => (
                <li key={n._id} className="flex items-start gap-1">
                  <div className="min-w-0 flex-1">
                    <NotificationItem notification={n} onOpen={open} />
                  </div>
                  {n.readAt ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-2 h-11 shrink-0 sm:h-8"
                      aria-label={`Mark "${n.title}" as read`}
                      onClick={() => markRead.mutate({ ids: [n._id] }, { onError: failed })}
                    >
                      Mark read
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      {list.data ? (
        <Pagination
          page={list.data.pagination.page}
          totalPages={list.data.pagination.totalPages}
          onPageChange={(p) => set({ page: p })}
        />
      ) : null}
    </div>
  );
}
