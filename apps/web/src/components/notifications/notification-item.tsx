import type { Notification } from '@ih/contract/notifications';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

/**
 * One notification as a row: a button that opens its page (the caller marks it read and navigates).
 * Unread rows carry a violet dot and bold title, and say "Unread" to screen readers.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  compact = false,
}: {
  notification: Notification;
  onOpen: (n: Notification) => void;
  compact?: boolean;
}) {
  const unread = !n.readAt;
  return (
    <button
      type="button"
      onClick={() => onOpen(n)}
      className={cn(
        'flex w-full min-h-11 cursor-pointer items-start gap-3 rounded-lg px-3 py-3 text-left transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600',
        unread && 'bg-brand-50/60',
      )}
    >
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <span className="min-w-0 flex-1">
        {unread ? (
          <span className="sr-only">
            <Trans>Unread:</Trans>{' '}
          </span>
        ) : null}
        <span className={cn('block text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}>
          {n.title}
        </span>
        <span className={cn('mt-0.5 block text-sm text-gray-700', compact && 'line-clamp-2')}>{n.body}</span>
        <span className="mt-1 block text-xs text-gray-600">{formatDateTime(n.createdAt)}</span>
      </span>
    </button>
  );
}
