import path from 'node:path';
import { termsTimingConflicts } from '@ih/contract/campaign-terms';
import { APPLICATION_STATUSES, BUDGET_TYPES, CAMPAIGN_STATUSES } from '@ih/contract/enums';
import { payoutDueDateFor } from '@ih/contract/payout-terms';
import { gstinProblem } from '@ih/contract/tax-ids';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencerSocialAccounts, influencers, staffBrands, staffUsers } from '../src/db/schema/accounts.ts';
import { brandRequests } from '../src/db/schema/brand-requests.ts';
import { brands, campaignDeliverables, campaigns, savedCampaigns } from '../src/db/schema/catalogue.ts';
import { files } from '../src/db/schema/files.ts';
import { paymentItems, payments } from '../src/db/schema/payments.ts';
import {
  applicationHistory,
  applications,
  submissionFiles,
  submissionItems,
  submissions,
} from '../src/db/schema/pipeline.ts';
import { seedDemoData } from '../src/db/seed/demo.ts';
import { DEMO_CREATOR_DESCRIPTION, DEMO_STAFF_BRANDS } from '../src/db/seed/demo-people.ts';
import { PIPELINE_PLAN } from '../src/db/seed/demo-pipeline-plan.ts';
import type { Storage } from '../src/lib/storage.ts';
import { isTransitionAllowed } from '../src/modules/applications/transitions.ts';
import { createLocalStorage } from '../src/plugins/storage.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let storage: Storage;
let seededMs = 0;
let logins: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  t = await createTestContext();
  // The same directory the app serves files from.
  storage = createLocalStorage(path.join(t.dataDir, 'files'));
  const started = performance.now();
  logins = await seedDemoData(t.db, storage);
  seededMs = performance.now() - started;
});
afterAll(() => t.close());

const count = async (table: PgTable) =>
  (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

async function readAll(key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function creatorApplications() {
  const [creator] = await t.db
    .select()
    .from(influencers)
    .where(eq(influencers.email, 'creator@influencehub.local'));
  if (!creator) throw new Error('no demo creator');
  const apps = await t.db.select().from(applications).where(eq(applications.influencerId, creator.id));
  return { creator, apps };
}

describe('seedDemoData', () => {
  it('returns the logins and is fast', () => {
    expect(logins).toEqual({
      creatorEmail: 'creator@influencehub.local',
      hindiCreatorEmail: 'creator.hi@influencehub.local',
      adminEmail: 'admin@influencehub.local',
      brandEmail: 'brand@influencehub.local',
    });
    // About 1-2 s on an idle 2-core machine; the bound leaves room for a busy CI box but still catches
    // a regression to row-by-row inserts.
    expect(seededMs).toBeLessThan(10_000);
  });

  it('creates the demo creator as registration would', async () => {
    const { creator } = await creatorApplications();
    expect(creator).toMatchObject({
      name: 'Aarav Sharma',
      mobileNumber: '9876543210',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400001',
      country: 'india',
      bankAccountNumberEncrypted: null,
      upiId: null,
    });
    expect(DEMO_CREATOR_DESCRIPTION).toHaveLength(150);
    const socials = await t.db
      .select()
      .from(influencerSocialAccounts)
      .where(eq(influencerSocialAccounts.influencerId, creator.id));
    expect(socials).toHaveLength(3);
    for (const s of socials) expect(Number(s.followers)).toBeGreaterThan(1000);
  });

  it('gives the creator an application in every status, with a history the lifecycle allows', async () => {
    const { apps } = await creatorApplications();
    expect(new Set(apps.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(
        inArray(
          applicationHistory.applicationId,
          apps.map((a) => a.id),
        ),
      )
      .orderBy(asc(applicationHistory.createdAt));
    for (const app of apps) {
      const rows = history.filter((h) => h.applicationId === app.id);
      expect(rows[0]).toMatchObject({ fromStatus: null, toStatus: 'pending', actorKind: 'influencer' });
      for (let i = 1; i < rows.length; i++) {
        const [prev, row] = [rows[i - 1]!, rows[i]!];
        expect(row.fromStatus).toBe(prev.toStatus);
        expect(row.createdAt.getTime()).toBeGreaterThan(prev.createdAt.getTime());
        expect(
          isTransitionAllowed(row.fromStatus!, row.toStatus, row.actorKind),
          `${row.fromStatus}→${row.toStatus}`,
        ).toBe(true);
      }
      expect(rows.at(-1)?.toStatus).toBe(app.status);
      // Timestamps follow the lifecycle's order.
      const times = [
        app.appliedAt,
        app.acceptedAt,
        app.submittedAt,
        app.approvedAt,
        app.finalSubmittedAt,
        app.finalPostedAt,
        app.paidAt,
      ]
        .filter((d): d is Date => d !== null)
        .map((d) => d.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      if (app.acceptedAt) expect(app.finalAmount).toBeGreaterThan(0);
    }
  });

  it('promises every final-posted payout a due date: the day it went live plus the campaign terms (issue 26)', async () => {
    const { apps } = await creatorApplications();
    const posted = apps.filter((a) => a.status === 'final posted');
    expect(posted.length).toBeGreaterThan(0);
    for (const app of posted) {
      const [c] = await t.db.select().from(campaigns).where(eq(campaigns.id, app.campaignId));
      expect(app.payoutDueDate, app.id).toBe(payoutDueDateFor(app.finalPostedAt!, c!.payoutTermsDays));
    }
    for (const app of apps.filter((a) => a.status !== 'final posted')) expect(app.payoutDueDate).toBeNull();
  });

  it('leaves nothing the expiry job would change: the pending application is still open', async () => {
    const overdue = await t.db.execute(sql`
      select a.id from applications a join campaigns c on c.id = a.campaign_id
       where a.status = 'pending' and c.submission_deadline < now()`);
    expect(overdue.rows).toEqual([]);
  });

  it('stores submitted work as private PNG files of the creator, versioned across a rework', async () => {
    const { creator, apps } = await creatorApplications();
    const review = apps.find((a) => a.status === 'pending review')!;
    const subs = await t.db.select().from(submissions).where(eq(submissions.applicationId, review.id));
    expect(subs).toMatchObject([{ kind: 'work', version: 1 }]);
    const items = await t.db
      .select()
      .from(submissionItems)
      .where(eq(submissionItems.submissionId, subs[0]!.id));
    expect(items.length).toBeGreaterThan(0);
    const links = await t.db
      .select({ file: files })
      .from(submissionFiles)
      .innerJoin(files, eq(files.id, submissionFiles.fileId))
      .where(
        inArray(
          submissionFiles.submissionItemId,
          items.map((i) => i.id),
        ),
      );
    expect(links.length).toBeGreaterThanOrEqual(items.length);
    for (const { file } of links) {
      expect(file).toMatchObject({
        visibility: 'private',
        contentType: 'image/png',
        influencerId: creator.id,
      });
      const bytes = await readAll(file.key);
      expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(bytes.length).toBe(file.size);
    }

    const rework = apps.find((a) => a.status === 'rework')!;
    expect(rework.reworkReason).toMatch(/.{20,}/);
    expect(rework.reworkRequestedAt!.getTime()).toBeGreaterThan(rework.submittedAt!.getTime());
    const reworkSubs = await t.db.select().from(submissions).where(eq(submissions.applicationId, rework.id));
    expect(reworkSubs.map((s) => s.version)).toEqual([1]);

    const approved = apps.find((a) => a.status === 'approved')!;
    const approvedSubs = await t.db
      .select()
      .from(submissions)
      .where(eq(submissions.applicationId, approved.id));
    expect(approvedSubs.map((s) => s.version).sort()).toEqual([1, 2]);
  });

  it('records post links with proofs from final submission on, and one payment for the two paid tasks', async () => {
    const { apps } = await creatorApplications();
    const final = apps.find((a) => a.status === 'final submission')!;
    const [post] = await t.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.applicationId, final.id), eq(submissions.kind, 'post')));
    expect(post).toBeDefined();
    const items = await t.db.select().from(submissionItems).where(eq(submissionItems.submissionId, post!.id));
    for (const item of items) {
      expect(item.taskLink).toMatch(/^https:\/\//);
      expect(item.proofFileId).not.toBeNull();
    }

    const posted = apps.filter((a) => a.status === 'final posted');
    expect(posted).toHaveLength(3);
    const unpaid = posted.filter((a) => a.paymentStatus === 'pending');
    const paid = posted.filter((a) => a.paymentStatus === 'paid');
    expect(unpaid).toHaveLength(1);
    expect(paid).toHaveLength(2);
    const [payment] = await t.db.select().from(payments);
    const items2 = await t.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment!.id));
    expect(items2.map((i) => i.applicationId).sort()).toEqual(paid.map((a) => a.id).sort());
    expect(payment).toMatchObject({ paymentMethod: 'UPI', status: 'paid', receiptFileId: null });
    expect(payment!.receiptNumber).toMatch(/^RCPT-\d{4}-000001$/);
    expect(payment!.totalAmount).toBe(paid.reduce((s, a) => s + (a.finalAmount ?? 0), 0));
    for (const a of paid) expect(a.paidAt).not.toBeNull();
  });

  it('builds a varied catalogue: 20 brands with stored logos, 60+ campaigns of every budget and status', async () => {
    const allBrands = await t.db.select().from(brands);
    expect(allBrands).toHaveLength(20);
    expect(new Set(allBrands.map((b) => b.name)).size).toBe(20);
    for (const b of allBrands) {
      expect(b.logoUrl).toMatch(/^\/files\/[0-9a-f-]{36}$/);
      const [logo] = await t.db
        .select()
        .from(files)
        .where(eq(files.id, b.logoUrl!.slice('/files/'.length)));
      expect(logo).toMatchObject({ visibility: 'public', contentType: 'image/svg+xml' });
      expect((await readAll(logo!.key)).toString('utf8')).toContain('<svg');
      expect(b.descriptionHtml).toContain('<ul>');
      expect(b.nicheIds.length).toBeGreaterThan(0);
    }
    const all = await t.db.select().from(campaigns);
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(new Set(all.map((c) => c.budgetType))).toEqual(new Set(BUDGET_TYPES));
    expect(new Set(all.map((c) => c.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    expect(all.filter((c) => c.status === 'active').length).toBeGreaterThan(all.length / 2);
    const deliverables = await t.db.select().from(campaignDeliverables);
    for (const c of all) {
      expect(c.platformIds.length).toBeGreaterThanOrEqual(1);
      expect(c.platformIds.length).toBeLessThanOrEqual(4);
      const own = deliverables.filter((d) => d.campaignId === c.id).length;
      expect(own).toBeGreaterThanOrEqual(1);
      expect(own).toBeLessThanOrEqual(3);
      expect(c.description.length).toBeGreaterThan(120);
      expect(c.termsConditions.length).toBeGreaterThanOrEqual(3);
      expect(c.brandLogoUrl).toMatch(/^\/files\//);
      expect(c.code).toMatch(/^CMP-\d{6}$/);
      if (c.budgetType === 'fixed') expect(c.fixedPrice).toBeGreaterThan(0);
      if (c.budgetType === 'fixed affiliate') {
        expect(c.fixedCommissionPerSale).toBeGreaterThan(0);
        expect(c.couponCode).toMatch(/^[A-Z]+\d+$/);
      }
    }
    expect(await count(savedCampaigns)).toBe(3);
  });

  it("never promises in free text other payment or approval days than the campaign's own terms (issue 26)", async () => {
    const all = await t.db.select().from(campaigns);
    const deliverables = await t.db.select().from(campaignDeliverables);
    const conflicts = all.flatMap((c) => {
      const fields = { payout_terms_days: c.payoutTermsDays, auto_approve_days: c.autoApproveDays };
      const texts = [
        ...c.termsConditions,
        c.additionalInstructions ?? '',
        c.description,
        ...deliverables.filter((d) => d.campaignId === c.id).flatMap((d) => [d.notes ?? '', d.remarks ?? '']),
      ];
      return texts.flatMap((text) => termsTimingConflicts(text, fields).map((m) => `${c.code}: ${m}`));
    });
    expect(conflicts).toEqual([]);
  });

  it('adds an admin, a brand owner of two brands, and a teammate on the first (issue 28)', async () => {
    const staff = await t.db.select().from(staffUsers);
    expect(staff.map((s) => [s.email, s.role]).sort()).toEqual([
      ['admin@influencehub.local', 'admin'],
      ['brand@influencehub.local', 'brand'],
      ['meera@influencehub.local', 'brand'],
    ]);
    const member = staff.find((s) => s.email === 'brand@influencehub.local')!;
    const assigned = await t.db.select().from(staffBrands).where(eq(staffBrands.staffId, member.id));
    expect(assigned.map((a) => a.role)).toEqual(['owner', 'owner']);
    const teammate = staff.find((s) => s.email === 'meera@influencehub.local')!;
    const team = await t.db.select().from(staffBrands).where(eq(staffBrands.staffId, teammate.id));
    expect(team.map((a) => a.role)).toEqual(['member']);
    const [kesar] = await t.db.select().from(brands).where(eq(brands.name, 'Kesar Kitchen'));
    expect(team[0]!.brandId).toBe(kesar!.id);
    expect(assigned.map((a) => a.brandId)).toContain(kesar!.id);
    // Their console has work to act on: an application to decide, work to review, posts to confirm.
    const { creator } = await creatorApplications();
    const theirs = await t.db
      .select({ status: applications.status, influencerId: applications.influencerId })
      .from(applications)
      .innerJoin(campaigns, eq(campaigns.id, applications.campaignId))
      .where(
        inArray(
          campaigns.brandId,
          assigned.map((a) => a.brandId),
        ),
      );
    expect(
      theirs
        .filter((a) => a.influencerId === creator.id)
        .map((a) => a.status)
        .sort(),
    ).toEqual(['accepted', 'final submission', 'pending', 'pending review']);
    // The Hindi-reading demo creator has the same work for them, without the invitation (design §19).
    const [hindi] = await t.db
      .select({ id: influencers.id })
      .from(influencers)
      .where(eq(influencers.email, 'creator.hi@influencehub.local'));
    expect(
      theirs
        .filter((a) => a.influencerId === hindi!.id)
        .map((a) => a.status)
        .sort(),
    ).toEqual(['final submission', 'pending', 'pending review']);
    // Other creators' finished work for their brands: what their creator pages in discovery show.
    const others = theirs.filter((a) => a.influencerId !== creator.id && a.influencerId !== hindi!.id);
    expect(others.length).toBeGreaterThan(3);
    // …and the one a searchable creator accepted from an invitation (design §15).
    expect(new Set(others.map((a) => a.status))).toEqual(new Set(['final posted', 'accepted']));
    expect(others.filter((a) => a.status === 'accepted')).toHaveLength(1);
  });

  it('gives creator search creators worth finding, one hidden, and the brand member a shortlist (design §15)', async () => {
    const found = await t.db.execute<{
      listed: boolean;
      n: number;
      niches: number;
      langs: number;
      states: number;
    }>(
      sql`select listed, count(*)::int n, count(distinct n.v)::int niches, count(distinct l.v)::int langs,
                 count(distinct d.state)::int states
            from creator_discovery d, unnest(d.niches) n(v), unnest(d.languages) l(v) group by listed`,
    );
    const listed = found.rows.find((r) => r.listed)!;
    expect(listed.niches).toBeGreaterThanOrEqual(10);
    expect(listed.langs).toBeGreaterThanOrEqual(10);
    expect(listed.states).toBeGreaterThanOrEqual(10);
    expect(found.rows.find((r) => !r.listed)).toBeDefined();
    const jobs = await t.db.execute<{ n: number; rated: number }>(
      sql`select count(*) filter (where completed_jobs > 0)::int n, count(on_time_rate)::int rated from creator_discovery`,
    );
    expect(jobs.rows[0]!.n).toBeGreaterThanOrEqual(10);
    expect(jobs.rows[0]!.rated).toBe(jobs.rows[0]!.n);
    const lists = await t.db.execute<{ brand: string; n: number; hidden: number }>(
      sql`select b.name as brand, count(*)::int n, count(*) filter (where not d.listed)::int hidden
            from shortlists s join brands b on b.id = s.brand_id
            join shortlist_creators sc on sc.shortlist_id = s.id
            join creator_discovery d on d.influencer_id = sc.influencer_id group by b.name`,
    );
    expect(lists.rows).toEqual([{ brand: DEMO_STAFF_BRANDS[0], n: expect.any(Number), hidden: 0 }]);
    expect(lists.rows[0]!.n).toBeGreaterThanOrEqual(3);
    // Every finished job's payout is promised a day still ahead: no brand's payment record moved.
    const due = await t.db.execute<{ past: number }>(
      sql`select count(*)::int past from applications a join influencers i on i.id = a.influencer_id
           where i.email not in ('creator@influencehub.local', 'creator.hi@influencehub.local')
             and a.payout_due_date <= current_date`,
    );
    expect(due.rows[0]!.past).toBe(0);
  });

  it('adds a second creator who reads in Hindi, with work in every status and her own paid receipt (design §19)', async () => {
    const [hindi] = await t.db
      .select()
      .from(influencers)
      .where(eq(influencers.email, 'creator.hi@influencehub.local'));
    expect(hindi?.language).toBe('hi');
    const { creator } = await creatorApplications();
    expect(creator.language).toBe('en');
    const hers = await t.db.select().from(applications).where(eq(applications.influencerId, hindi!.id));
    // One application in each status the demo pipeline walks through (demo-pipeline-plan.ts).
    expect(hers.map((a) => a.status).sort()).toEqual(
      PIPELINE_PLAN.map((plan) => plan.steps.at(-1)![0]).sort(),
    );
    const receipts = await t.db.execute<{ n: string; who: string }>(
      sql`select p.receipt_number n, i.email who from payments p join influencers i on i.id = p.influencer_id
           where i.email like 'creator%@influencehub.local' order by i.email`,
    );
    expect(new Set(receipts.rows.map((r) => r.n)).size).toBe(2);
  });

  it('has invitations in every state from the brand person, two waiting for the demo creator (design §15)', async () => {
    const rows = await t.db.execute<{ status: string; demo: boolean; application_status: string | null }>(
      sql`select i.status, (c.email = 'creator@influencehub.local') as demo, a.status as application_status
            from invitations i join influencers c on c.id = i.influencer_id
            left join applications a on a.id = i.application_id`,
    );
    expect(new Set(rows.rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'expired']),
    );
    expect(rows.rows.filter((r) => r.demo && r.status === 'pending')).toHaveLength(2);
    // An accepted invitation is the work it became.
    for (const r of rows.rows.filter((r) => r.status === 'accepted'))
      expect(r.application_status).toBe('accepted');
  });

  it('leaves two companies waiting to join, each on its own e-mail, one with a valid GSTIN', async () => {
    const waiting = await t.db.select().from(brandRequests);
    expect(waiting.map((r) => r.status)).toEqual(['pending', 'pending']);
    const gstins = waiting.map((r) => r.gstin).filter((g): g is string => !!g);
    expect(gstins.map(gstinProblem)).toEqual([null]);
  });

  it('does nothing the second time', async () => {
    const before = await Promise.all([count(brands), count(campaigns), count(files)]);
    expect(await seedDemoData(t.db, storage)).toBeNull();
    const after = await Promise.all([count(brands), count(campaigns), count(files)]);
    expect(after).toEqual(before);
  });
});
