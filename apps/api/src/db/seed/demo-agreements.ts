import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { makeAgreement } from '../../modules/agreements/make.ts';
import { campaigns } from '../schema/catalogue.ts';
import { applicationHistory, applications } from '../schema/pipeline.ts';
import type { Tx } from '../tx.ts';
import type { BuiltCampaign } from './demo-campaigns.ts';
import { DEMO_STAFF_BRANDS } from './demo-people.ts';

const HOUR_MS = 3600_000;

/**
 * Design §16 in the demo: one of the brand person's active campaigns states usage rights (paid ads
 * for 90 days in India) and asks for signing, and the demo creator's accepted work on it has its
 * agreement waiting for them, made the way an acceptance makes it. Nothing when no campaign is left
 * that the demo creator has not applied or been invited to.
 */
export async function seedAgreement(
  tx: Tx,
  input: { campaigns: BuiltCampaign[]; taken: ReadonlySet<string>; demoCreatorId: string | null; now: Date },
): Promise<string | null> {
  if (!input.demoCreatorId) return null;
  const campaign = input.campaigns
    .filter(
      (c) =>
        c.row.status === 'active' &&
        DEMO_STAFF_BRANDS.includes(c.brand.data.name) &&
        !input.taken.has(c.row.id) &&
        (c.row.submissionDeadline?.getTime() ?? Number.POSITIVE_INFINITY) >
          input.now.getTime() + 72 * HOUR_MS,
    )
    .at(-1);
  if (!campaign) return null;
  await tx
    .update(campaigns)
    .set({
      usageRights: {
        channels: ['brand-paid-ads', 'organic-repost'],
        duration_days: 90,
        territory: 'India',
        exclusivity_days: 30,
        exclusivity_category: 'packaged foods',
      },
      agreementRequired: true,
    })
    .where(eq(campaigns.id, campaign.row.id));
  const id = randomUUID();
  const accepted = new Date(input.now.getTime() - 5 * HOUR_MS);
  const amount = campaign.row.fixedPrice ?? 8_000;
  await tx.insert(applications).values({
    id,
    campaignId: campaign.row.id,
    influencerId: input.demoCreatorId,
    status: 'accepted',
    note: 'Would love to cook with your range.',
    finalAmount: amount,
    appliedAt: new Date(accepted.getTime() - 20 * HOUR_MS),
    acceptedAt: accepted,
    createdAt: new Date(accepted.getTime() - 20 * HOUR_MS),
    updatedAt: accepted,
  });
  await tx.insert(applicationHistory).values([
    {
      applicationId: id,
      fromStatus: null,
      toStatus: 'pending',
      actorKind: 'influencer',
      actorId: input.demoCreatorId,
      createdAt: new Date(accepted.getTime() - 20 * HOUR_MS),
    },
    {
      applicationId: id,
      fromStatus: 'pending',
      toStatus: 'accepted',
      actorKind: 'system',
      createdAt: accepted,
    },
  ]);
  await makeAgreement(tx, id, accepted);
  return id;
}
