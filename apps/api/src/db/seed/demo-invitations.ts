import { randomUUID } from 'node:crypto';
import type { InvitationStatus } from '@ih/contract/invitation-enums';
import type { invitations } from '../schema/invitations.ts';
import type { applicationHistory, applications } from '../schema/pipeline.ts';
import type { BuiltCampaign } from './demo-campaigns.ts';
import { DEMO_STAFF_BRANDS } from './demo-people.ts';

type InvitationRow = typeof invitations.$inferInsert;
type ApplicationRow = typeof applications.$inferInsert & { id: string };
type HistoryRow = typeof applicationHistory.$inferInsert;

const HOUR_MS = 3600_000;

/** What each demo invitation is: to whom, in which state, with what offer and words. */
const PLAN: {
  to: 'demo' | 'other';
  status: InvitationStatus;
  offer: number;
  message: string;
  reason?: string;
}[] = [
  {
    to: 'demo',
    status: 'pending',
    offer: 12_000,
    message: 'Your reels feel like home cooking. One recipe reel for our masala range?',
  },
  { to: 'demo', status: 'pending', offer: 6_500, message: '' },
  {
    to: 'demo',
    status: 'declined',
    offer: 4_000,
    message: 'A quick story for our launch week.',
    reason: 'I am travelling that week.',
  },
  { to: 'demo', status: 'expired', offer: 5_000, message: 'Would love a carousel from you.' },
  { to: 'other', status: 'accepted', offer: 9_000, message: 'Three festive looks in one reel?' },
  { to: 'other', status: 'pending', offer: 7_500, message: '' },
];

/**
 * Invitations from the demo brand person's brands in every state (issue 28): two waiting for the demo
 * creator, one they declined and one that ran out; one a searchable creator accepted (with the work it
 * became) and one still waiting for them. Only active campaigns neither creator has applied to.
 */
export function buildInvitations(input: {
  campaigns: BuiltCampaign[];
  /** The campaigns each creator already applied to. */
  taken: { demo: ReadonlySet<string>; other: ReadonlySet<string> };
  demoCreatorId: string | null;
  otherCreatorId: string | null;
  memberId: string;
  now: Date;
}) {
  // The brand person's active campaigns, the latest deadline first: waiting and accepted invitations
  // take the ones a creator can still deliver for.
  const theirs = input.campaigns
    .filter((c) => c.row.status === 'active' && DEMO_STAFF_BRANDS.includes(c.brand.data.name))
    .sort(
      (a, b) =>
        (b.row.submissionDeadline?.getTime() ?? Number.POSITIVE_INFINITY) -
        (a.row.submissionDeadline?.getTime() ?? Number.POSITIVE_INFINITY),
    );
  const open = {
    demo: theirs.filter((c) => !input.taken.demo.has(c.row.id)),
    other: theirs.filter((c) => !input.taken.other.has(c.row.id)),
  };
  const rows: InvitationRow[] = [];
  const apps: ApplicationRow[] = [];
  const history: HistoryRow[] = [];
  // Each creator's invitations on different campaigns (one per creator and campaign).
  const next = { demo: 0, other: 0 };
  PLAN.forEach((p, i) => {
    const campaign = open[p.to][next[p.to]++];
    const influencerId = p.to === 'demo' ? input.demoCreatorId : input.otherCreatorId;
    if (!campaign || !influencerId) return;
    const created = new Date(input.now.getTime() - (p.status === 'expired' ? 100 : 6 + i) * HOUR_MS);
    // 72 hours, or the submission deadline if sooner, as the API sets it.
    const deadline = campaign.row.submissionDeadline?.getTime() ?? Number.POSITIVE_INFINITY;
    const respondBy = new Date(Math.min(created.getTime() + 72 * HOUR_MS, deadline));
    const answered = new Date(created.getTime() + 3 * HOUR_MS);
    const id = randomUUID();
    let applicationId: string | null = null;
    if (p.status === 'accepted') {
      applicationId = randomUUID();
      apps.push({
        id: applicationId,
        campaignId: campaign.row.id,
        influencerId,
        status: 'accepted',
        quoteAskingAmount: p.offer,
        note: "Accepted the brand's invitation",
        finalAmount: p.offer,
        appliedAt: answered,
        acceptedAt: answered,
        createdAt: answered,
        updatedAt: answered,
      });
      for (const [from, to] of [
        [null, 'pending'],
        ['pending', 'accepted'],
      ] as const)
        history.push({
          applicationId,
          fromStatus: from,
          toStatus: to,
          actorKind: from ? 'system' : 'influencer',
          actorId: from ? null : influencerId,
          note: "Accepted the brand's invitation",
          createdAt: answered,
        });
    }
    rows.push({
      id,
      campaignId: campaign.row.id,
      influencerId,
      offerAmount: p.offer,
      message: p.message,
      respondBy,
      status: p.status,
      declineReason: p.reason ?? null,
      respondedAt: p.status === 'accepted' || p.status === 'declined' ? answered : null,
      applicationId,
      invitedBy: input.memberId,
      createdAt: created,
      updatedAt: p.status === 'pending' ? created : answered,
    });
  });
  return { invitations: rows, applications: apps, history };
}
