import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { TRANSITION_DONE } from '@ih/contract/admin-applications-messages';
import { REASON_CODES_FOR, type StaffTransition } from '@ih/contract/enums';
import { Check, CheckCheck, RotateCcw, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { AcceptDialog } from './accept-dialog';
import { TRANSITION_FAILED, useTransition } from './api';
import { TRANSITION_LABEL } from './lib';
import { type Reason, ReasonDialog } from './reason-dialog';

const ICONS = {
  accepted: Check,
  declined: X,
  rework: RotateCcw,
  approved: Check,
  'final posted': CheckCheck,
};

const CONFIRM: Partial<Record<StaffTransition, { title: string; body: string; busy: string }>> = {
  approved: {
    title: 'Approve this work?',
    body: 'The creator will be asked to post it and add the post links. This cannot be undone.',
    busy: 'Approving...',
  },
  'final posted': {
    title: 'Confirm the posts are live?',
    body: 'The work becomes final posted and its amount is owed to the creator in Payouts. This cannot be undone.',
    busy: 'Confirming...',
  },
};

/**
 * The buttons for the moves allowed now (the API's allowedTransitions) with their dialogs. The
 * mutation is single flight (a repeat before the answer is dropped) and its pending state disables
 * every button, so a double click never sends twice.
 */
export function TransitionActions({
  application: a,
  only,
  size = 'md',
  className,
  onDone,
}: {
  application: AdminApplicationListItem;
  /** Limit the buttons to these moves (e.g. the review page offers rework and approve). */
  only?: readonly StaffTransition[];
  size?: 'sm' | 'md';
  className?: string;
  onDone?: (to: StaffTransition) => void;
}) {
  const mutation = useTransition();
  const [open, setOpen] = useState<StaffTransition | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const moves = a.allowedTransitions.filter((t) => !only || only.includes(t));
  if (moves.length === 0) return null;

  function openDialog(to: StaffTransition) {
    setFieldError(undefined);
    setOpen(to);
  }

  function run(to: StaffTransition, extra: Reason & { final_amount?: number } = {}) {
    mutation.mutate(
      { id: a._id, to, ...extra },
      {
        onSuccess: (res) => {
          setOpen(null);
          const amount =
            to === 'accepted' && res.data.final_amount ? ` for ${formatRupees(res.data.final_amount)}` : '';
          // The title says what happened (issue 26 D), the same words the API answers with.
          toast({
            title: TRANSITION_DONE[to],
            description: `${a.influencer.name}, ${a.campaign.event_name}${amount}.`,
            variant: 'success',
          });
          onDone?.(to);
        },
        onError: (err) => {
          // A field error (400) stays in its dialog; a refusal (422/409) closes it: the state moved on.
          const field =
            err instanceof ApiError
              ? (err.errors?.final_amount ?? err.errors?.reason ?? err.errors?.reasonCode)
              : undefined;
          if (field) return setFieldError(field);
          setOpen(null);
          toast({
            title: TRANSITION_FAILED[to],
            description: errorMessage(err, TRANSITION_FAILED[to]),
            variant: 'destructive',
          });
        },
      },
    );
  }

  const busy = mutation.isPending;
  const confirm = open ? CONFIRM[open] : undefined;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {moves.map((to) => {
        const Icon = ICONS[to];
        return (
          <Button
            key={to}
            size={size}
            variant={to === 'declined' ? 'outline' : to === 'rework' ? 'secondary' : 'primary'}
            disabled={busy}
            aria-label={size === 'sm' ? `${TRANSITION_LABEL[to]} ${a.influencer.name}` : undefined}
            onClick={() => openDialog(to)}
          >
            <Icon aria-hidden />
            {TRANSITION_LABEL[to]}
          </Button>
        );
      })}
      <AcceptDialog
        application={a}
        open={open === 'accepted'}
        onOpenChange={(o) => setOpen(o ? 'accepted' : null)}
        busy={busy}
        serverError={fieldError}
        onAccept={(amount) => run('accepted', { final_amount: amount })}
      />
      <ReasonDialog
        title="Request rework"
        description={`${a.influencer.name} will see this reason and upload a new version.`}
        textLabel="What should change?"
        codes={REASON_CODES_FOR.rework}
        submitLabel="Request rework"
        busyLabel="Sending..."
        open={open === 'rework'}
        onOpenChange={(o) => setOpen(o ? 'rework' : null)}
        busy={busy}
        serverError={fieldError}
        onSubmit={(reason) => run('rework', reason)}
      />
      <ReasonDialog
        title="Decline this application?"
        description={`${a.influencer.name}, ${a.campaign.event_name}. The creator will see it as declined, with your reason. This cannot be undone.`}
        textLabel="In your own words (optional)"
        codes={REASON_CODES_FOR.declined}
        submitLabel="Decline"
        busyLabel="Declining..."
        destructive
        open={open === 'declined'}
        onOpenChange={(o) => setOpen(o ? 'declined' : null)}
        busy={busy}
        serverError={fieldError}
        onSubmit={(reason) => run('declined', reason)}
      />
      {open && confirm ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => (o ? undefined : setOpen(null))}
          title={confirm.title}
          description={`${a.influencer.name}, ${a.campaign.event_name}. ${confirm.body}`}
          confirmLabel={TRANSITION_LABEL[open]}
          busy={busy}
          busyLabel={confirm.busy}
          onConfirm={() => run(open)}
        />
      ) : null}
    </div>
  );
}
