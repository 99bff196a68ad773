import { APPLY_MESSAGES } from '@ih/contract/apply-messages';
import type { CampaignWire } from '@ih/contract/campaigns';
import { applyForCampaign } from '@ih/contract/routes/apply';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { patchCachedCampaign } from './get-campaign';
import { catalogueKeys } from './keys';

export interface ApplyInput {
  campaignId: string;
  /** Present for a quote; a plain application sends amount '0' and the default note (doc 000 §7). */
  quote?: { amount: string; note: string };
}

export const isAlreadyApplied = (error: unknown) => error instanceof ApiError && error.status === 409;

/**
 * Applies (or quotes). On success, and on 409 (applied elsewhere, e.g. another tab), the campaign
 * turns applied locally; the dashboard counts and the lists are refreshed.
 */
export function useApplyForCampaign() {
  const client = useQueryClient();
  const markApplied = (campaignId: string, application?: CampaignWire['application']) => {
    // The application itself too, so its next step (withdrawing it, issue 26) is there at once.
    patchCachedCampaign(
      client,
      campaignId,
      application ? { isApplied: true, application } : { isApplied: true },
    );
    void client.invalidateQueries({ queryKey: catalogueKeys.stats });
    void client.invalidateQueries({ queryKey: ['campaigns', 'list'] });
  };
  return useMutation({
    mutationFn: ({ campaignId, quote }: ApplyInput) =>
      apiRequest(applyForCampaign, {
        body: {
          taskId: campaignId,
          quote_asking_amount: quote ? quote.amount.trim() : '0',
          note: quote ? quote.note.trim() : APPLY_MESSAGES.defaultNote,
        },
        fallbackMessage: quote ? APPLY_MESSAGES.quoteFailed : APPLY_MESSAGES.failed,
      }),
    onSuccess: (res, { campaignId }) =>
      markApplied(campaignId, { _id: res.data._id, status: res.data.status }),
    onError: (error, { campaignId }) => {
      if (isAlreadyApplied(error)) {
        markApplied(campaignId);
        void client.invalidateQueries({ queryKey: catalogueKeys.campaign(campaignId) });
      }
    },
  });
}
