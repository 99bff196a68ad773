import { INVITATION_RESPOND_HOURS } from '@ih/contract/constants';
import { INVITATION_SKIP_LABELS } from '@ih/contract/invitations-messages';
import type { ResponseOf } from '@ih/contract/operation';
import type { inviteCreators } from '@ih/contract/routes/invitations';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { campaignsQuery } from './api';
import { useInviteCreators } from './invitations-api';

type InviteAnswer = ResponseOf<typeof inviteCreators>['data'];

/** The brand's active campaigns to invite to (the first page, newest first). */
const activeCampaigns = campaignsQuery({
  search: '',
  status: 'active',
  brandId: undefined,
  budgetType: undefined,
  page: 1,
});

/**
 * Invite one or many creators (from the creator search, a shortlist or a creator's page) to one of
 * the brand's active campaigns, with an offer, a message and an answer-by time (design §15). The
 * answer says how many were invited and why each other one was not.
 */
export function InviteDialog({
  open,
  onOpenChange,
  influencerIds,
  campaignId: fixedCampaign,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  influencerIds: readonly string[];
  /** Set when inviting from a campaign's own page. */
  campaignId?: string;
}) {
  const campaigns = useQuery({ ...activeCampaigns, enabled: open && !fixedCampaign });
  const [campaignId, setCampaignId] = useState(fixedCampaign ?? '');
  const [offer, setOffer] = useState('');
  const [message, setMessage] = useState('');
  const [respondBy, setRespondBy] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<InviteAnswer | null>(null);
  const invite = useInviteCreators(campaignId);
  const n = influencerIds.length;

  function close(next: boolean) {
    if (!next) {
      setResult(null);
      setErrors({});
    }
    onOpenChange(next);
  }

  function submit() {
    if (!campaignId) {
      setErrors({ campaign: 'Choose the campaign to invite to.' });
      return;
    }
    setErrors({});
    invite.mutate(
      {
        influencerIds: [...influencerIds],
        ...(offer.trim() ? { offerAmount: Number(offer.replace(/[,\s₹]/g, '')) } : {}),
        ...(message.trim() ? { message: message.trim() } : {}),
        ...(respondBy ? { respondBy: new Date(respondBy).toISOString() } : {}),
      },
      {
        onSuccess: (res) => {
          setResult(res.data);
          toast({ title: 'Success!', description: res.message });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
          toast({
            title: 'Error',
            description: errorMessage(error, 'Could not send the invitations. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={n === 1 ? 'Invite this creator' : `Invite ${n} creators`}
        description={`Each creator gets the offer with your message and ${INVITATION_RESPOND_HOURS} hours to answer unless you choose a time. Nobody is invited twice to the same campaign.`}
      >
        {result ? (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-gray-900">
              {result.created === 1 ? '1 creator invited.' : `${result.created} creators invited.`}
            </p>
            {result.skipped.length ? (
              <div>
                <p className="text-sm font-medium text-gray-900">Not invited ({result.skipped.length})</p>
                <ul className="mt-1 list-disc pl-5 text-sm text-gray-700">
                  {result.skipped.map((s) => (
                    <li key={s.influencerId}>{INVITATION_SKIP_LABELS[s.reason]}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div className="flex justify-end">
              <Button onClick={() => close(false)}>Done</Button>
            </div>
          </div>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            {fixedCampaign ? null : (
              <Field label="Campaign" required error={errors.campaign}>
                <Select
                  value={campaignId}
                  onValueChange={setCampaignId}
                  options={[
                    { value: '', label: campaigns.isPending ? 'Loading campaigns...' : 'Choose a campaign' },
                    ...(campaigns.data?.data ?? []).map((c) => ({
                      value: c._id,
                      label: `${c.event_name} (${c.campaign_id})`,
                    })),
                  ]}
                />
              </Field>
            )}
            <Field
              label="Offer per creator (₹)"
              hint="Leave empty to offer the campaign's fixed price."
              error={errors.offerAmount}
            >
              <Input inputMode="numeric" value={offer} onChange={(e) => setOffer(e.target.value)} />
            </Field>
            <Field label="Message (optional)" error={errors.message}>
              <Textarea
                rows={3}
                maxLength={1000}
                value={message}
                onChange={(e) => setMessage(e.target.value)}
              />
            </Field>
            <Field
              label="Answer by (optional)"
              hint={`${INVITATION_RESPOND_HOURS} hours from now, or the submission deadline if sooner, when left empty.`}
              error={errors.respondBy}
            >
              <Input type="datetime-local" value={respondBy} onChange={(e) => setRespondBy(e.target.value)} />
            </Field>
            <DialogActions busy={invite.isPending} onCancel={() => close(false)}>
              <Button type="submit" disabled={invite.isPending || n === 0}>
                {invite.isPending ? 'Inviting...' : n === 1 ? 'Send invitation' : `Invite ${n} creators`}
              </Button>
            </DialogActions>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
