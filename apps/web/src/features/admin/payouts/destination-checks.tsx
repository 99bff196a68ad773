import type { PayoutDestinationWire } from '@ih/contract/routes/admin-payments';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useApproveDestination } from './api';

const KIND = { upi: 'UPI ID', bank: 'Bank account' } as const;

/** One destination's line: verified with the bank's name, waiting, flagged, or why not. */
function line(d: PayoutDestinationWire): string {
  if (d.status === 'pending') return 'Being checked with the bank';
  if (d.status !== 'verified') return d.problem ?? 'The bank could not confirm it';
  const name = `Verified · name at bank: ${d.nameAtBank ?? '—'}`;
  if (!d.flagged) return name;
  return d.exceptionApprovedAt
    ? `${name} · approved: ${d.exceptionReason ?? ''}`
    : `${name} · does not match the creator`;
}

function Approve({ influencerId, d }: { influencerId: string; d: PayoutDestinationWire }) {
  const [reason, setReason] = useState('');
  const approve = useApproveDestination();
  async function onApprove() {
    try {
      await approve.mutateAsync({ influencerId, kind: d.kind, reason });
      toast({
        title: 'Account approved',
        description: 'Payouts may go to this account.',
        variant: 'success',
      });
    } catch (err) {
      toast({
        title: 'Error',
        description: errorMessage(err, 'Failed to approve the account'),
        variant: 'destructive',
      });
    }
  }
  const id = `approve-${influencerId}-${d.kind}`;
  return (
    <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={id} className="sr-only">
        Why this account may be paid
      </label>
      <Input
        id={id}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        placeholder="Why this account may be paid (admins)"
        className="h-8 text-sm"
      />
      <Button
        size="sm"
        variant="outline"
        disabled={reason.trim().length < 5 || approve.isPending}
        onClick={onApprove}
      >
        Approve account
      </Button>
    </div>
  );
}

/** Design §18: where this creator's money would go, as the bank checked it; a name mismatch waits for an admin. */
export function DestinationChecks({
  influencerId,
  destinations,
}: {
  influencerId: string;
  destinations: PayoutDestinationWire[];
}) {
  if (!destinations.length) return null;
  return (
    <ul
      className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3 text-sm"
      aria-label="Payout details checked with the bank"
    >
      {destinations.map((d) => {
        const warn = d.status !== 'verified' || (d.flagged && !d.exceptionApprovedAt);
        return (
          <li key={d.kind}>
            <span className="font-medium text-gray-900">{KIND[d.kind]}: </span>
            <span className={warn ? 'text-red-700' : 'text-green-800'}>{line(d)}</span>
            {d.status === 'verified' && d.flagged && !d.exceptionApprovedAt ? (
              <Approve influencerId={influencerId} d={d} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
