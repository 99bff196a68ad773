import { isFailedPayout, payoutStatusLabel } from '@ih/contract/payout-enums';
import type { AdminPaymentRecord } from '@ih/contract/routes/admin-payments';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useRetryPayout } from './api';

const TONE: Record<string, BadgeTone> = {
  queued: 'blue',
  processing: 'blue',
  processed: 'green',
  reversed: 'red',
  failed: 'red',
  rejected: 'red',
};

/**
 * Design §18: a payment's payout at the provider and each attempt's state (the UTR is the payment's
 * reference, shown under its method), and "Send again" once one failed.
 */
export function PayoutCell({ payment }: { payment: AdminPaymentRecord }) {
  const retry = useRetryPayout();
  if (payment.payoutStatus === 'manual')
    return <span className="text-xs text-gray-600">Recorded by hand</span>;
  async function onRetry() {
    try {
      await retry.mutateAsync(payment._id);
      toast({ title: 'Payout sent again', description: 'A new attempt is on its way.', variant: 'success' });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to send the payout again'),
        variant: 'destructive',
      });
    }
  }
  return (
    <div className="flex max-w-40 flex-col items-start gap-1" data-testid="payout-cell">
      <Badge tone={TONE[payment.payoutStatus] ?? 'neutral'}>
        {payoutStatusLabel(payment.payoutStatus, null)}
      </Badge>
      <ol className="flex flex-col gap-0.5 text-xs text-gray-600" aria-label="Payout attempts">
        {payment.payoutAttempts.map((a) => (
          <li key={a.attemptNo}>
            #{a.attemptNo} {a.status}
            {a.failureReason ? ` · ${a.failureReason}` : ''}
          </li>
        ))}
      </ol>
      {isFailedPayout(payment.payoutStatus) ? (
        <Button size="sm" variant="outline" onClick={onRetry} disabled={retry.isPending}>
          Send again
        </Button>
      ) : null}
    </div>
  );
}
