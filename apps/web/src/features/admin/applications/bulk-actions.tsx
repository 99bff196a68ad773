import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { REASON_CODES_FOR } from '@ih/contract/enums';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useBulkTransition } from './api';
import { type Reason, ReasonDialog } from './reason-dialog';

type BulkTo = 'accepted' | 'declined';
export interface BulkResult {
  id: string;
  ok: boolean;
  message: string;
  label: string;
}

/** The bar shown while rows are selected: Accept or Decline them all, behind a confirmation. */
export function BulkActions({
  selected,
  onClear,
  onResults,
}: {
  selected: AdminApplicationListItem[];
  onClear: () => void;
  onResults: (results: BulkResult[]) => void;
}) {
  const [to, setTo] = useState<BulkTo | null>(null);
  const mutation = useBulkTransition();
  if (selected.length === 0) return null;
  const n = selected.length;
  const noun = n === 1 ? 'application' : 'applications';

  function run(move: BulkTo, why: Reason = {}) {
    const labels = new Map(selected.map((a) => [a._id, `${a.influencer.name}, ${a.campaign.event_name}`]));
    mutation.mutate(
      { ids: selected.map((a) => a._id), to: move, ...why },
      {
        onSuccess: (res) => {
          setTo(null);
          const failed = res.data.filter((r) => !r.ok).length;
          toast({
            title: move === 'accepted' ? 'Applications accepted' : 'Applications declined',
            description: res.message,
            variant: failed ? 'destructive' : 'success',
          });
          onResults(res.data.map((r) => ({ ...r, label: labels.get(r.id) ?? r.id })));
          onClear();
        },
        onError: (err) => {
          setTo(null);
          toast({
            title: 'Error',
            description: errorMessage(err, 'Failed to update'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Card className="sticky top-2 z-10 flex flex-col gap-3 border-brand-200 bg-brand-50 p-3 sm:flex-row sm:items-center">
      <p className="flex-1 text-sm font-medium text-brand-900" aria-live="polite">
        {n} {noun} selected
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => setTo('accepted')} disabled={mutation.isPending}>
          Accept selected
        </Button>
        <Button size="sm" variant="outline" onClick={() => setTo('declined')} disabled={mutation.isPending}>
          Decline selected
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear} disabled={mutation.isPending}>
          Clear
        </Button>
      </div>
      <ConfirmDialog
        open={to === 'accepted'}
        onOpenChange={(o) => (o ? undefined : setTo(null))}
        title={`Accept ${n} ${noun}?`}
        description="Each is accepted at the creator's quote, else the campaign's fixed price. One without either is left pending: accept it on its own with an amount."
        confirmLabel="Accept all"
        busy={mutation.isPending}
        busyLabel="Accepting..."
        onConfirm={() => run('accepted')}
      />
      <ReasonDialog
        title={`Decline ${n} ${noun}?`}
        codes={REASON_CODES_FOR.declined}
        description="Each creator will see their application as declined, with this reason. This cannot be undone."
        textLabel="In your own words (optional)"
        submitLabel="Decline all"
        busyLabel="Declining..."
        destructive
        open={to === 'declined'}
        onOpenChange={(o) => (o ? undefined : setTo(null))}
        busy={mutation.isPending}
        serverError={undefined}
        onSubmit={(why) => run('declined', why)}
      />
    </Card>
  );
}

/** What each row of the last bulk move answered, so refusals are not lost in a toast. */
export function BulkResults({ results, onDismiss }: { results: BulkResult[]; onDismiss: () => void }) {
  if (results.length === 0) return null;
  return (
    <Card className="flex flex-col gap-2 p-4" role="region" aria-label="Results of the bulk change">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-gray-900">
          Results: {results.filter((r) => r.ok).length} of {results.length} updated
        </h2>
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          Dismiss
        </Button>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm">
        {results.map((r) => (
          <li key={r.id} className="flex items-start gap-2">
            {r.ok ? (
              <CheckCircle2 aria-label="Updated" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <XCircle aria-label="Not updated" className="mt-0.5 size-4 shrink-0 text-red-700" />
            )}
            <span>
              <span className="font-medium text-gray-900">{r.label}</span>
              <span className="text-gray-700">: {r.message}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
