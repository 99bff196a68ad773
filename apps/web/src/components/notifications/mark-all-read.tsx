import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { NOTIFICATION_TEXT, type useMarkRead } from '@/lib/notifications-api';

/** "Mark all read": off while nothing is unread; a refusal is a toast. */
export function MarkAllRead({
  markRead,
  unread,
  onDone,
  ...look
}: {
  markRead: ReturnType<typeof useMarkRead>;
  unread: number;
  onDone?: () => void;
  variant: ButtonProps['variant'];
  className?: string;
}) {
  return (
    <Button
      size="sm"
      {...look}
      disabled={unread === 0}
      busy={markRead.isPending}
      busyLabel="Marking..."
      onClick={() =>
        markRead.mutate(
          { all: true },
          {
            onSuccess: onDone,
            onError: (e) =>
              toast({ variant: 'destructive', title: errorMessage(e, NOTIFICATION_TEXT.readFailed) }),
          },
        )
      }
    >
      {NOTIFICATION_TEXT.markAll}
    </Button>
  );
}
