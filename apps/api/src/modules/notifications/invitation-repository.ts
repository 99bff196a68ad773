import { eq } from 'drizzle-orm';
import { brandOfCampaign, campaignOfInvitation, creatorOfInvitation } from '../../db/joins.ts';
import { influencers } from '../../db/schema/accounts.ts';
import { brands, campaigns } from '../../db/schema/catalogue.ts';
import { invitations } from '../../db/schema/invitations.ts';
import type { Executor } from '../../db/tx.ts';
import type { InvitationContext } from './compose.ts';
import { partiesColumns } from './context.ts';

/** What a notification about one invitation says (compose.ts invitationDrafts). */
export async function invitationContext(
  db: Executor,
  invitationId: string,
): Promise<InvitationContext | null> {
  const [row] = await db
    .select({
      invitationId: invitations.id,
      ...partiesColumns,
      offerAmount: invitations.offerAmount,
      respondBy: invitations.respondBy,
    })
    .from(invitations)
    .innerJoin(campaigns, campaignOfInvitation)
    .innerJoin(brands, brandOfCampaign)
    .innerJoin(influencers, creatorOfInvitation)
    .where(eq(invitations.id, invitationId))
    .limit(1);
  return row ?? null;
}
