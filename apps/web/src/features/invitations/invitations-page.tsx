import { INVITATION_TEXT } from '@ih/contract/invitations-messages';
import type { MyInvitation } from '@ih/contract/routes/invitations';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Label } from '@/components/ui/label';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { useAnswerInvitation } from '@/lib/invitations-api';
import { myInvitationsQuery } from '@/lib/invitations-queries';
import { usePageMeta } from '@/lib/page-meta';
import { InvitationCard } from './invitation-card';

/** /invitations: brands' invitations with their offers; the creator accepts or declines (design §15). */
export default function InvitationsPage() {
  const { t } = useLingui();
  usePageMeta({ title: translateText(INVITATION_TEXT.title) });
  const list = useQuery(myInvitationsQuery());
  const answer = useAnswerInvitation();
  const [busy, setBusy] = useState<{ id: string; what: 'accept' | 'decline' } | null>(null);
  const [declining, setDeclining] = useState<MyInvitation | null>(null);
  const [reason, setReason] = useState('');
  const now = new Date();

  function send(inv: MyInvitation, what: 'accept' | 'decline', why?: string) {
    setBusy({ id: inv._id, what });
    answer.mutate(
      { id: inv._id, answer: what, reason: why },
      {
        onSuccess: (res) => {
          setDeclining(null);
          setReason('');
          toast({ title: t`Success!`, description: res.message });
        },
        onError: (error) =>
          toast({
            title: t`Error`,
            description: errorMessage(
              error,
              what === 'accept' ? INVITATION_TEXT.acceptFailed : INVITATION_TEXT.declineFailed,
            ),
            variant: 'destructive',
          }),
        onSettled: () => setBusy(null),
      },
    );
  }

  const card = (inv: MyInvitation) => (
    <InvitationCard
      key={inv._id}
      invitation={inv}
      now={now}
      busy={busy?.id === inv._id ? busy.what : null}
      onAccept={() => send(inv, 'accept')}
      onDecline={() => setDeclining(inv)}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <QueryState
        query={list}
        loading={
          <SkeletonRows
            rows={2}
            layout="grid gap-4 md:grid-cols-2"
            itemClassName="h-72 w-full rounded-card"
          />
        }
        framed
        empty={
          <EmptyState
            icon={MailOpen}
            title={translateText(INVITATION_TEXT.empty)}
            description={translateText(INVITATION_TEXT.emptyDescription)}
          />
        }
      >
        {(answerData) => {
          const waiting = answerData.data.filter((i) => i.status === 'pending');
          const closed = answerData.data.filter((i) => i.status !== 'pending');
          return (
            <>
              {waiting.length ? (
                <section aria-labelledby="waiting" className="flex flex-col gap-3">
                  <h2 id="waiting" className="text-sm font-semibold text-gray-900">
                    {translateText(INVITATION_TEXT.waitingHeading)} ({waiting.length})
                  </h2>
                  <ul className="grid gap-4 md:grid-cols-2">{waiting.map(card)}</ul>
                </section>
              ) : null}
              {closed.length ? (
                <section aria-labelledby="closed" className="flex flex-col gap-3">
                  <h2 id="closed" className="text-sm font-semibold text-gray-900">
                    {translateText(INVITATION_TEXT.answeredHeading)}
                  </h2>
                  <ul className="grid gap-4 md:grid-cols-2">{closed.map(card)}</ul>
                </section>
              ) : null}
            </>
          );
        }}
      </QueryState>
      <Dialog open={declining !== null} onOpenChange={(open) => (open ? null : setDeclining(null))}>
        <DialogContent
          title={translateText(INVITATION_TEXT.declineTitle)}
          description={translateText(INVITATION_TEXT.declineBody)}
        >
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              if (declining) send(declining, 'decline', reason);
            }}
          >
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="decline-reason">{translateText(INVITATION_TEXT.reasonLabel)}</Label>
              <Textarea
                id="decline-reason"
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
            <DialogActions busy={busy?.what === 'decline'} onCancel={() => setDeclining(null)}>
              <Button type="submit" variant="destructive" disabled={busy !== null}>
                {translateText(
                  busy?.what === 'decline' ? INVITATION_TEXT.declining : INVITATION_TEXT.decline,
                )}
              </Button>
            </DialogActions>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
