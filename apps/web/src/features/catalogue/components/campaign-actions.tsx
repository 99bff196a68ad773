import { APPLY_MESSAGES } from '@ih/contract/apply-messages';
import type { CampaignWire } from '@ih/contract/campaigns';
import { SAVED_MESSAGES } from '@ih/contract/saved-messages';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, CheckCircle2, RotateCcw, Undo2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { translateText } from '@/lib/i18n';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isAlreadyApplied, useApplyForCampaign } from '../api/apply-for-campaign';
import { useSaveCampaign, useUnsaveCampaign } from '../api/save-campaign';
import { useWithdrawApplication } from '../api/withdraw-application';
import { commissionText, fixedFeeText, isQuoteBudget } from '../lib/budget';
import { QuoteDialog } from './quote-dialog';

/**
 * The apply (or quote) button and the save bookmark beside it (doc 000 §2). Once applied the bookmark
 * goes away and the button gives the application's next step (see AppliedAction).
 */
export function CampaignActions({ campaign }: { campaign: CampaignWire }) {
  const quote = isQuoteBudget(campaign.budget.budget_type);
  const apply = useApplyForCampaign();
  const save = useSaveCampaign();
  const unsave = useUnsaveCampaign();
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const applyOnce = useSingleFlight();
  const saveOnce = useSingleFlight();
  const { t } = useLingui();

  const send = (quoteInput?: { amount: string; note: string }) =>
    applyOnce((done) =>
      apply.mutate(
        { campaignId: campaign._id, quote: quoteInput },
        {
          onSettled: done,
          onSuccess: () => {
            setQuoteOpen(false);
            setConfirmOpen(false);
            toast({
              title: t`Success!`,
              description: quoteInput ? APPLY_MESSAGES.quoted : APPLY_MESSAGES.applied,
              variant: 'success',
            });
          },
          onError: (error) => {
            if (isAlreadyApplied(error)) {
              setQuoteOpen(false);
              setConfirmOpen(false);
              toast({
                title: APPLY_MESSAGES.alreadyAppliedTitle,
                description: APPLY_MESSAGES.alreadyApplied,
              });
              return;
            }
            toast({
              title: t`Error`,
              description: errorMessage(
                error,
                quoteInput ? APPLY_MESSAGES.quoteFailed : APPLY_MESSAGES.failed,
              ),
              variant: 'destructive',
            });
          },
        },
      ),
    );

  const saving = save.isPending || unsave.isPending;
  const toggleSave = () =>
    saveOnce((done) => {
      if (campaign.isSaved)
        unsave.mutate(campaign._id, {
          onSettled: done,
          onSuccess: (res) =>
            toast({ title: t`Success!`, description: res.message || SAVED_MESSAGES.removed }),
          onError: (error) =>
            toast({
              title: t`Error`,
              description: errorMessage(error, SAVED_MESSAGES.unsaveFailed),
              variant: 'destructive',
            }),
        });
      else
        save.mutate(campaign._id, {
          onSettled: done,
          onSuccess: () =>
            toast({ title: t`Success!`, description: SAVED_MESSAGES.saved, variant: 'success' }),
          onError: (error) =>
            toast({
              title: t`Error`,
              description: errorMessage(error, SAVED_MESSAGES.saveFailed),
              variant: 'destructive',
            }),
        });
    });

  if (campaign.isApplied)
    return <AppliedAction application={campaign.application} campaignId={campaign._id} />;

  // The server refuses these (422); the page says so up front instead of offering a button that fails.
  const closedReason =
    campaign.status !== 'active'
      ? APPLY_MESSAGES.notAccepting
      : campaign.submissionDeadline && Date.parse(campaign.submissionDeadline) < Date.now()
        ? APPLY_MESSAGES.deadlinePassed
        : null;

  const saveLabel = campaign.isSaved ? t`Campaign saved` : t`Save campaign`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        size="icon"
        title={saveLabel}
        aria-label={saveLabel}
        aria-pressed={campaign.isSaved}
        busy={saving}
        onClick={toggleSave}
      >
        {saving ? null : (
          <Bookmark aria-hidden className={cn(campaign.isSaved && 'fill-brand-700 text-brand-700')} />
        )}
      </Button>
      <Button
        className="flex-1 sm:flex-none"
        busy={apply.isPending}
        busyLabel={quote ? t`Submitting...` : t`Applying...`}
        disabled={closedReason !== null}
        aria-describedby={closedReason ? `closed-${campaign._id}` : undefined}
        onClick={() => (quote ? setQuoteOpen(true) : setConfirmOpen(true))}
      >
        {quote ? <Trans>Quote Now</Trans> : <Trans>Apply Now</Trans>}
      </Button>
      {closedReason ? (
        <p id={`closed-${campaign._id}`} className="w-full text-sm text-gray-600">
          {translateText(closedReason)}
        </p>
      ) : null}
      {quote ? null : (
        // One confirmation, with what the campaign pays (issue 26).
        <ConfirmDialog
          open={confirmOpen}
          onOpenChange={setConfirmOpen}
          title={t`Apply for this campaign?`}
          description={applyConfirmText(campaign)}
          confirmLabel={t`Confirm & Apply`}
          busy={apply.isPending}
          busyLabel={t`Applying...`}
          onConfirm={() => send()}
        />
      )}
      {quote ? (
        <QuoteDialog
          open={quoteOpen}
          onOpenChange={setQuoteOpen}
          sending={apply.isPending}
          onSubmit={(q) => send(q)}
        />
      ) : null}
    </div>
  );
}

/** What the apply confirmation says the campaign pays: its fixed fee, or its commission per sale. */
export function applyConfirmText(c: Pick<CampaignWire, 'budget' | 'payout_terms_days'>): string {
  const fee = fixedFeeText(c.budget);
  const days = c.payout_terms_days;
  if (fee)
    return t`You will be paid ${fee} for this campaign, paid within ${plural(days, { one: '# day', other: '# days' })} of your post going live.`;
  if (c.budget.budget_type === 'fixed affiliate') {
    const commission = commissionText(c.budget);
    return t`You earn ${commission}, paid within ${plural(days, { one: '# day', other: '# days' })} of your post going live.`;
  }
  const range = c.budget.excepted_price_range?.trim();
  return range
    ? t`The brand team sets the fee when they accept you (expected ${range}); you are paid within ${plural(days, { one: '# day', other: '# days' })} of your post going live.`
    : t`The brand team sets the fee when they accept you; you are paid within ${plural(days, { one: '# day', other: '# days' })} of your post going live.`;
}

/**
 * An accepted application's next step is its work upload, a rework's the resubmission (both on the
 * work feature's /work/upload/{applicationId}); a pending one may still be withdrawn (issue 26); any
 * other status has nothing to do here yet, so the button stays the disabled 'Already Applied'.
 */
export function AppliedAction({
  application,
  campaignId,
}: {
  application: CampaignWire['application'];
  campaignId?: string;
}) {
  const { t } = useLingui();
  const next =
    application?.status === 'accepted'
      ? { label: t`Upload Your Work`, Icon: Upload }
      : application?.status === 'rework'
        ? { label: t`Resubmit Work`, Icon: RotateCcw }
        : null;
  if (application?.status === 'withdrawn')
    return (
      <Button disabled className="w-full sm:w-auto">
        <Undo2 aria-hidden />
        <Trans>Application withdrawn</Trans>
      </Button>
    );
  if (!application || !next)
    return (
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Button disabled className="flex-1 sm:flex-none">
          <CheckCircle2 aria-hidden />
          {translateText(APPLY_MESSAGES.alreadyAppliedTitle)}
        </Button>
        {application?.status === 'pending' && campaignId ? (
          <WithdrawButton applicationId={application._id} campaignId={campaignId} />
        ) : null}
      </div>
    );
  return (
    <Button asChild className="w-full sm:w-auto">
      <Link to={`/work/upload/${application._id}`}>
        <next.Icon aria-hidden />
        {next.label}
      </Link>
    </Button>
  );
}

function WithdrawButton({ applicationId, campaignId }: { applicationId: string; campaignId: string }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdrawApplication(campaignId);
  const { t } = useLingui();
  return (
    <>
      <Button variant="outline" className="flex-1 sm:flex-none" onClick={() => setOpen(true)}>
        <Undo2 aria-hidden />
        {translateText(APPLY_MESSAGES.withdraw)}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={translateText(APPLY_MESSAGES.withdrawConfirmTitle)}
        description={translateText(APPLY_MESSAGES.withdrawConfirm)}
        confirmLabel={translateText(APPLY_MESSAGES.withdraw)}
        busy={withdraw.isPending}
        busyLabel={translateText(APPLY_MESSAGES.withdrawing)}
        destructive
        onConfirm={() =>
          withdraw.mutate(applicationId, {
            onSuccess: (res) => {
              setOpen(false);
              toast({
                title: t`Success!`,
                description: res.message || APPLY_MESSAGES.withdrawn,
                variant: 'success',
              });
            },
            onError: (error) =>
              toast({
                title: t`Error`,
                description: errorMessage(error, APPLY_MESSAGES.withdrawFailed),
                variant: 'destructive',
              }),
          })
        }
      />
    </>
  );
}
