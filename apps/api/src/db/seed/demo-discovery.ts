import { randomUUID } from 'node:crypto';
import type { ApplicationStatus } from '@ih/contract/enums';
import { payoutDueDateFor } from '@ih/contract/payout-terms';
import type { shortlistCreators, shortlists } from '../schema/discovery.ts';
import type { applicationHistory, applications } from '../schema/pipeline.ts';
import type { BuiltCampaign } from './demo-campaigns.ts';
import { DISCOVERY_PEOPLE as PEOPLE } from './demo-discovery-people.ts';
import { DEMO_STAFF_BRANDS, type InfluencerRow, type SocialRow } from './demo-people.ts';
import { addDays, type Random } from './demo-util.ts';

/*
 * Creators worth finding in creator search (design §15): varied niches, languages, places, platforms
 * and followers, a few with finished work (some for the demo brand member's own brands, so their
 * creator pages show it), one hidden from brands, and a shortlist of the member's first brand.
 */

const STEPS: ApplicationStatus[] = [
  'pending',
  'accepted',
  'pending review',
  'approved',
  'final submission',
  'final posted',
];
const HOUR = 3_600_000;
/** The moves staff make (design §4); the creator makes the others. */
const STAFF_STEPS = new Set<ApplicationStatus>(['accepted', 'approved', 'final posted']);

export interface DiscoveryRows {
  creators: InfluencerRow[];
  socials: SocialRow[];
  applications: (typeof applications.$inferInsert)[];
  history: (typeof applicationHistory.$inferInsert)[];
  shortlist: typeof shortlists.$inferInsert & { id: string };
  shortlistCreators: (typeof shortlistCreators.$inferInsert)[];
}

/**
 * The rows, for campaigns already built; `memberId` is the brand member who made the shortlist and
 * `adminId` who confirmed the posts. Finished work is recent (within the campaign's payout terms): its
 * payouts are promised for days still ahead, so no brand's payment record changes.
 */
export function buildDiscovery(input: {
  campaigns: BuiltCampaign[];
  memberId: string;
  adminId: string;
  random: Random;
  now: Date;
}): DiscoveryRows {
  const { random, now } = input;
  const open = input.campaigns.filter((c) => c.row.status === 'active');
  const mine = open.filter((c) => DEMO_STAFF_BRANDS.includes(c.brand.data.name));
  const others = open.filter((c) => !DEMO_STAFF_BRANDS.includes(c.brand.data.name));
  const out: DiscoveryRows = {
    creators: [],
    socials: [],
    applications: [],
    history: [],
    shortlist: {
      id: randomUUID(),
      brandId: mine[0]!.brand.row.id,
      name: 'Festive food and family creators',
      createdByStaffId: input.memberId,
      createdAt: addDays(now, -6),
      updatedAt: addDays(now, -2),
    },
    shortlistCreators: [],
  };
  for (const [n, p] of PEOPLE.entries()) {
    const id = randomUUID();
    const joined = addDays(now, -random.int(40, 400));
    const handle = p.accounts[0]![1].replace(/[^a-z0-9]/gi, '').toLowerCase();
    out.creators.push({
      id,
      name: p.name,
      email: `${handle}@creators.influencehub.local`,
      mobileNumber: `9${String(812_000_000 + n * 7_919).padStart(9, '0')}`,
      accountTypes: ['Personal Account'],
      address: `${random.int(2, 220)}, ${p.city} Main Road`,
      country: 'india',
      state: p.state,
      city: p.city,
      niches: p.niches,
      languages: p.languages,
      discoverable: p.discoverable ?? true,
      description: `${p.niches.join(' and ')} creator from ${p.city}, creating in ${p.languages.join(', ')}.`,
      createdAt: joined,
      updatedAt: joined,
    });
    out.socials.push(
      ...p.accounts.map(([platformName, userName, followers], sortOrder) => ({
        influencerId: id,
        platformName,
        userName,
        profileUrl: `https://example.com/${userName}`,
        followers,
        type: p.niches[0] ?? '',
        sortOrder,
      })),
    );
    const jobs = p.jobs ?? { mine: 0, others: 0 };
    const campaigns = [
      ...random.shuffle(mine).slice(0, jobs.mine),
      ...random.shuffle(others).slice(0, jobs.others),
    ];
    campaigns.forEach((c, j) => {
      const applicationId = randomUUID();
      // Posted live within the campaign's payout terms, so the payout is still ahead; each step of the
      // work a day apart before it.
      const terms = c.row.payoutTermsDays ?? 7;
      const posted = addDays(now, -random.int(1, Math.max(1, terms - 1)));
      const at = (step: number) => new Date(posted.getTime() - (STEPS.length - 1 - step) * 24 * HOUR);
      const late = j < (jobs.late ?? 0);
      out.applications.push({
        id: applicationId,
        campaignId: c.row.id,
        influencerId: id,
        status: 'final posted',
        note: 'Happy to create for this campaign.',
        finalAmount: c.row.fixedPrice ?? 6_000,
        paymentStatus: 'pending',
        appliedAt: at(0),
        acceptedAt: at(1),
        submittedAt: at(2),
        approvedAt: at(3),
        finalSubmittedAt: at(4),
        finalPostedAt: at(5),
        payoutDueDate: payoutDueDateFor(posted, terms),
        deliveredOnTime: !late,
        createdAt: at(0),
        updatedAt: at(5),
      });
      out.history.push(
        ...STEPS.map((to, step) => ({
          applicationId,
          fromStatus: step ? STEPS[step - 1]! : null,
          toStatus: to,
          actorKind: STAFF_STEPS.has(to) ? ('staff' as const) : ('influencer' as const),
          actorId: STAFF_STEPS.has(to) ? input.adminId : id,
          note: null,
          createdAt: at(step),
        })),
      );
    });
    // The member's shortlist: food and family creators they found.
    if ((p.discoverable ?? true) && p.niches.some((x) => ['Food', 'Parenting & Family'].includes(x)))
      out.shortlistCreators.push({
        shortlistId: out.shortlist.id,
        influencerId: id,
        addedAt: addDays(now, -random.int(2, 6)),
        addedByStaffId: input.memberId,
      });
  }
  return out;
}
