import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import type { useMarkRead } from '@/lib/notifications-api';

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
  const { t } = useLingui();
  return (
    <Button
      size="sm"
      {...look}
      disabled={unread === 0}
      busy={markRead.isPending}
      busyLabel={t`Marking...`}
      onClick={() =>
        markRead.mutate(
          { all: true },
          {
            onSuccess: onDone,
            onError: (e) =>
              toast({
                variant: 'destructive',
                title: errorMessage(e, t`Could not mark notifications as read. Please try again.`),
              }),
          },
        )
      }
    >
      <Trans>Mark all read</Trans>
    </Button>
  );
}
