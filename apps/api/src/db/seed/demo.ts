import { eq, sql } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import { payeeDetailsOf } from '../../modules/payments/payee.ts';
import type { Db } from '../client.ts';
import { refreshMedianViews } from '../median-views.ts';
import { influencerSocialAccounts, influencers, staffBrands, staffUsers } from '../schema/accounts.ts';
import { brandRequests } from '../schema/brand-requests.ts';
import { brands, campaignDeliverables, campaigns, savedCampaigns } from '../schema/catalogue.ts';
import { shortlistCreators, shortlists } from '../schema/discovery.ts';
import { files } from '../schema/files.ts';
import { invitations } from '../schema/invitations.ts';
import { applicationHistory, applications, submissionItems, submissions } from '../schema/pipeline.ts';
import { postMetrics } from '../schema/results.ts';
import { seedAgreement } from './demo-agreements.ts';
import { buildBrands } from './demo-brands.ts';
import { type BuiltCampaign, buildCampaigns, retime } from './demo-campaigns.ts';
import { buildDiscovery } from './demo-discovery.ts';
import { DemoFiles } from './demo-files.ts';
import { buildInvitations } from './demo-invitations.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_BRAND_REQUESTS,
  DEMO_CREATOR_EMAIL,
  DEMO_HINDI_CREATOR_EMAIL,
  DEMO_STAFF_BRANDS,
  demoCreator,
  demoHindiCreator,
  demoStaff,
} from './demo-people.ts';
import { buildPipeline, insertPipeline } from './demo-pipeline.ts';
import { PIPELINE_PLAN } from './demo-pipeline-plan.ts';
import { loadDemoRefs, must } from './demo-refs.ts';
import { buildResults } from './demo-results.ts';
import { addDays, seededRandom } from './demo-util.ts';

export interface DemoLogins {
  creatorEmail: string;
  /** The creator who reads the product in Hindi (design §19). */
  hindiCreatorEmail: string;
  adminEmail: string;
  /** The demo brand's owner (issue 28). */
  brandEmail: string;
}

/** Any fixed number: two processes starting on one empty database must not both seed it. */
const DEMO_LOCK = 742_003;

const hasBrands = async (db: Pick<Db, 'execute'>) =>
  (await db.execute<{ found: boolean }>(sql`select exists (select 1 from brands) as found`)).rows[0]
    ?.found === true;

/** Plan entries the brand member can act on (accept, review, confirm posts): pending, pending review, final submission. */
const MEMBER_ACTIONABLE = new Set([0, 4, 7]);

const pairs = (c: BuiltCampaign) => (c.row.platformIds?.length ?? 0) * c.deliverables.length;

/**
 * The pipeline's campaigns: plain fixed or quote budgets (an amount to accept) with few
 * platform-deliverable pairs (few files). The brand member's brands take the actionable states, so
 * their console has something to do; budgets cycle by position, so those brands always have enough
 * non-affiliate campaigns, and the smallest of them are taken.
 */
function pipelineCampaigns(all: BuiltCampaign[]): BuiltCampaign[] {
  const plain = all.filter((c) => c.row.budgetType !== 'fixed affiliate');
  const mine = plain
    .filter((c) => DEMO_STAFF_BRANDS.includes(c.brand.data.name))
    .sort((a, b) => pairs(a) - pairs(b));
  const others = plain.filter((c) => !DEMO_STAFF_BRANDS.includes(c.brand.data.name) && pairs(c) <= 4);
  const chosen = PIPELINE_PLAN.map((_, i) => (MEMBER_ACTIONABLE.has(i) ? mine.shift() : others.shift()));
  if (chosen.some((c) => !c)) throw new Error('the demo catalogue has too few simple campaigns');
  return chosen as BuiltCampaign[];
}

/**
 * Seeds a believable catalogue (20 brands, 64 campaigns with media), the demo creator with one
 * application in every status, an admin, a brand owner and a teammate, and two companies waiting to
 * join, on a database without brands. Bytes go to storage first; every row goes in one transaction,
 * so a failure leaves no half-seeded database.
 * Returns who can sign in, or null when there was nothing to do.
 */
export async function seedDemoData(db: Db, storage: Storage): Promise<DemoLogins | null> {
  if (await hasBrands(db)) return null;
  const now = new Date();
  const random = seededRandom(20_260_101);
  const refs = await loadDemoRefs(db);
  const demoFiles = new DemoFiles(storage);

  const builtBrands = await buildBrands(demoFiles, refs, now);
  const builtCampaigns = await buildCampaigns(builtBrands, refs, demoFiles, random, now);
  const { creator, socials } = demoCreator(now);
  const hindi = demoHindiCreator(now);
  const { admin, brandMember, teammate } = demoStaff(now);

  const chosen = pipelineCampaigns(builtCampaigns);
  for (const [i, plan] of PIPELINE_PLAN.entries()) {
    const c = chosen[i]!;
    const [eventDays, deadlineDays, status] = plan.campaign;
    retime(c, now, eventDays, deadlineDays, status);
    // A campaign exists before anyone applies to it.
    const applied = addDays(now, -(plan.steps[0]![1] + 3));
    if (c.row.createdAt && c.row.createdAt > applied) c.row.createdAt = c.row.updatedAt = applied;
  }
  const platformNames = new Map([...refs.platform].map(([name, id]) => [id, name]));

  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK})`);
    if (await hasBrands(tx)) return null;

    // Accounts first: staff or the creator may already exist (added with the CLI, or registered).
    await tx.insert(staffUsers).values([admin, brandMember, teammate]).onConflictDoNothing();
    const staffIds = new Map(
      (await tx.select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers)).map((s) => [
        s.email,
        s.id,
      ]),
    );
    const adminId = staffIds.get(admin.email)!;
    const memberId = staffIds.get(brandMember.email)!;
    const teammateId = staffIds.get(teammate.email)!;
    await tx.insert(influencers).values(creator).onConflictDoNothing();
    const [existing] = await tx
      .select({ id: influencers.id })
      .from(influencers)
      .where(eq(influencers.email, DEMO_CREATOR_EMAIL));
    const creatorId = existing?.id;

    const pipeline =
      creatorId === creator.id
        ? await buildPipeline({ creatorId, adminId, campaigns: chosen, platformNames, files: demoFiles, now })
        : null;

    await tx.insert(files).values(demoFiles.rows);
    await tx.insert(brands).values(builtBrands.map((b) => b.row));
    // The brand person owns their brands' teams; the teammate is a member of the first (issue 28).
    const staffBrandRows = builtBrands.filter((b) => DEMO_STAFF_BRANDS.includes(b.data.name));
    const firstBrand = builtBrands.find((b) => b.data.name === DEMO_STAFF_BRANDS[0])!;
    await tx
      .insert(staffBrands)
      .values([
        ...staffBrandRows.map((b) => ({ staffId: memberId, brandId: b.row.id, role: 'owner' as const })),
        {
          staffId: teammateId,
          brandId: firstBrand.row.id,
          role: 'member' as const,
          createdAt: teammate.createdAt,
        },
      ])
      .onConflictDoNothing();
    await tx.insert(brandRequests).values(
      DEMO_BRAND_REQUESTS.map((r) => ({
        companyName: r.companyName,
        contactName: r.contactName,
        email: r.email,
        mobile: r.mobile,
        website: r.website,
        nicheId: must(refs.niche, r.niche),
        gstin: r.gstin,
        createdAt: addDays(now, -r.daysAgo),
      })),
    );
    // Ordered by creation so campaign codes (CMP-000001…) follow the order campaigns were made.
    const ordered = [...builtCampaigns].sort(
      (a, b) => (a.row.createdAt?.getTime() ?? 0) - (b.row.createdAt?.getTime() ?? 0),
    );
    await tx.insert(campaigns).values(ordered.map((c) => c.row));
    await tx.insert(campaignDeliverables).values(builtCampaigns.flatMap((c) => c.deliverables));

    if (pipeline && creatorId) {
      await tx.insert(influencerSocialAccounts).values(socials);
      // The payee as the payment keeps them (issue 26): the demo creator's details at seeding.
      await insertPipeline(
        tx,
        pipeline,
        payeeDetailsOf({
          name: creator.name,
          email: creator.email,
          mobileNumber: creator.mobileNumber,
          upiId: creator.upiId ?? null,
          bankName: creator.bankName ?? null,
          bankAccountNumberLast4: creator.bankAccountNumberLast4 ?? null,
          ifscCode: creator.ifscCode ?? null,
          panLast4: creator.panLast4 ?? null,
          address: creator.address,
          city: creator.city,
          state: creator.state,
          pincode: creator.pincode ?? null,
        }),
      );
      // The Hindi-reading creator (design §19): the same campaigns, her own work in every status.
      const [insertedHindi] = await tx
        .insert(influencers)
        .values(hindi.creator)
        .onConflictDoNothing()
        .returning({ id: influencers.id });
      if (insertedHindi) {
        await tx.insert(influencerSocialAccounts).values(hindi.socials);
        const hindiFilesBefore = demoFiles.rows.length;
        const hindiPipeline = await buildPipeline({
          creatorId: insertedHindi.id,
          adminId,
          campaigns: chosen,
          platformNames,
          files: demoFiles,
          now,
          receiptSerial: 2,
          quoteNote: 'मैं हिन्दी में 45 सेकंड की एक रील और लिंक के साथ दो स्टोरी बना सकती हूँ।',
        });
        await tx.insert(files).values(demoFiles.rows.slice(hindiFilesBefore));
        await insertPipeline(
          tx,
          hindiPipeline,
          payeeDetailsOf({
            name: hindi.creator.name,
            email: hindi.creator.email,
            mobileNumber: hindi.creator.mobileNumber,
            upiId: hindi.creator.upiId ?? null,
            bankName: null,
            bankAccountNumberLast4: null,
            ifscCode: null,
            panLast4: null,
            address: hindi.creator.address,
            city: hindi.creator.city,
            state: hindi.creator.state,
            pincode: hindi.creator.pincode ?? null,
          }),
        );
      }
      // A few active campaigns saved for later, so the saved page has something to show.
      const applied = new Set(chosen.map((c) => c.row.id));
      const toSave = builtCampaigns
        .filter((c) => c.row.status === 'active' && !applied.has(c.row.id))
        .slice(0, 3);
      await tx.insert(savedCampaigns).values(
        toSave.map((c, i) => ({
          influencerId: creatorId,
          campaignId: c.row.id,
          createdAt: addDays(now, -(i + 1)),
        })),
      );
    }
    // Creators to find in creator search, and the brand member's shortlist (design §15).
    const discovery = buildDiscovery({ campaigns: builtCampaigns, memberId, adminId, random, now });
    await tx.insert(influencers).values(discovery.creators).onConflictDoNothing();
    await tx.insert(influencerSocialAccounts).values(discovery.socials);
    await tx.insert(applications).values(discovery.applications);
    await tx.insert(applicationHistory).values(discovery.history);
    await tx.insert(shortlists).values(discovery.shortlist);
    await tx.insert(shortlistCreators).values(discovery.shortlistCreators);
    // Invitations in every state, from the brand person's brands (design §15).
    const other = discovery.creators[0]?.id ?? null;
    const invited = buildInvitations({
      campaigns: builtCampaigns,
      taken: {
        demo: new Set(chosen.map((c) => c.row.id)),
        other: new Set(
          discovery.applications.filter((a) => a.influencerId === other).map((a) => a.campaignId),
        ),
      },
      demoCreatorId: pipeline ? (creatorId ?? null) : null,
      otherCreatorId: other,
      memberId,
      now,
    });
    if (invited.applications.length) {
      await tx.insert(applications).values(invited.applications);
      await tx.insert(applicationHistory).values(invited.history);
    }
    if (invited.invitations.length) await tx.insert(invitations).values(invited.invitations);
    // Results (issue 29): readings in every state on the demo creator's live posts, and a campaign
    // report worth opening. Their screenshots are stored after the other files were inserted.
    const filesBefore = demoFiles.rows.length;
    const results = await buildResults({
      files: demoFiles,
      pipeline,
      others: discovery.applications.flatMap((a) =>
        a.status === 'final posted' && a.id ? [{ ...a, id: a.id }] : [],
      ),
      campaigns: builtCampaigns,
      platformNames,
      adminId,
      now,
    });
    if (demoFiles.rows.length > filesBefore) await tx.insert(files).values(demoFiles.rows.slice(filesBefore));
    if (results.submissions.length) await tx.insert(submissions).values(results.submissions);
    if (results.items.length) await tx.insert(submissionItems).values(results.items);
    if (results.metrics.length) await tx.insert(postMetrics).values(results.metrics);
    for (const id of results.influencerIds) await refreshMedianViews(tx, id);
    // An agreement waiting for the demo creator's signature (design §16).
    await seedAgreement(tx, {
      campaigns: builtCampaigns,
      taken: new Set([
        ...chosen.map((c) => c.row.id),
        ...invited.invitations.filter((i) => i.influencerId === creatorId).map((i) => i.campaignId),
      ]),
      demoCreatorId: pipeline ? (creatorId ?? null) : null,
      now,
    });
    return {
      creatorEmail: DEMO_CREATOR_EMAIL,
      hindiCreatorEmail: DEMO_HINDI_CREATOR_EMAIL,
      adminEmail: DEMO_ADMIN_EMAIL,
      brandEmail: brandMember.email,
    };
  });

  // Another process seeded first: the bytes written here belong to nothing.
  if (!result) await Promise.all(demoFiles.rows.map((f) => storage.remove(f.key)));
  return result;
}
