import type { InvitationStatus } from '@ih/contract/invitation-enums';
import type { BodyOf } from '@ih/contract/operation';
import { inviteCreators, listCampaignInvitations } from '@ih/contract/routes/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { pagedQuery } from '@/lib/api-query';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

/*
 * A campaign's invitations (design §15), apart from api.ts so the campaign and brand pages, which
 * load that, do not carry the invitation calls until the Invitations tab or the invite dialog opens.
 */

const keys = {
  invitations: (id: string) => ['admin', 'campaigns', 'invitations', id] as const,
  invitationPage: (id: string, status: InvitationStatus | undefined, page: number) =>
    [...keys.invitations(id), { status, page }] as const,
};

export const INVITATIONS_PAGE_SIZE = 20;

/** A campaign's invitations and their states (design §15). */
export const campaignInvitationsQuery = (id: string, status: InvitationStatus | undefined, page: number) =>
  pagedQuery(keys.invitationPage(id, status, page), listCampaignInvitations, {
    params: { id },
    query: { status, page, limit: INVITATIONS_PAGE_SIZE },
    fallbackMessage: 'Failed to fetch invitations',
  });

/** Invites creators to a campaign; the campaign's invitations are read again after. */
export function useInviteCreators(campaignId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: BodyOf<typeof inviteCreators>) =>
      apiRequest(inviteCreators, {
        params: { id: campaignId },
        body,
        fallbackMessage: 'Could not send the invitations. Please try again.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.invitations(campaignId) }),
  });
}
