import type { CampaignWire } from '@ih/contract/campaigns';
import type { campaignInvitation, myInvitation } from '@ih/contract/invitations';
import type { z } from 'zod';
import type { InvitationRow } from './repository.ts';

/** The fields both sides see of an invitation. */
function invitationFields(row: InvitationRow) {
  return {
    _id: row.id,
    offerAmount: row.offerAmount,
    message: row.message,
    respondBy: row.respondBy.toISOString(),
    status: row.status,
    declineReason: row.declineReason,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    applicationId: row.applicationId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A creator's invitation with its campaign card (design §15). */
export const myInvitationWire = (row: InvitationRow, task: CampaignWire): z.input<typeof myInvitation> => ({
  ...invitationFields(row),
  task,
});

/** An invitation on the brand's campaign page, with the creator's name and photo. */
export const campaignInvitationWire = (
  row: InvitationRow,
  influencer: { name: string; profileImage: string | null },
): z.input<typeof campaignInvitation> => ({
  ...invitationFields(row),
  influencer: { _id: row.influencerId, name: influencer.name, profileImage: influencer.profileImage },
});
