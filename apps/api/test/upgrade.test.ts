import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPLICATION_STATUSES } from '@ih/contract/enums';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedReferenceData } from '../src/db/seed/reference.ts';
import { CATALOGUE_VERSION_SQL } from '../src/modules/catalogue/state.ts';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { withDatabase } from './global-setup.ts';
import { createTestContext, type TestContext } from './harness.ts';
import {
  FIXTURES_DIR,
  type Fixture,
  readFixture,
  releaseMigrationsFolder,
  restoreFixture,
  writeFixtureFiles,
} from './upgrade/fixture.ts';
import { probe } from './upgrade/probe.ts';

/**
 * ADR 013: a schema change is a new migration, and an upgrade keeps every record. For each release
 * fixture (a database as that release made it, see scripts/upgrade-fixture.ts): rebuild it with the
 * release's own migrations, apply today's later ones as `npm start` does, and ask today's API for
 * everything the release's API showed.
 */
const FIXTURES = readdirSync(FIXTURES_DIR)
  .filter((f) => f.endsWith('.json.gz'))
  .sort();

/** An empty database on the test server; the run's teardown drops it with the others. */
async function createDatabase(): Promise<{ name: string; url: string }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `ih_test_${process.ppid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { name, url: withDatabase(adminUrl, name) };
}

it('has a fixture of the current release to upgrade from', () => {
  expect(FIXTURES).toContain('0000_init.json.gz');
});

describe.each(FIXTURES)('upgrading the database a release left (%s)', (file) => {
  let fixture: Fixture;
  let t: TestContext;
  const scratch = mkdtempSync(path.join(tmpdir(), 'ih-upgrade-'));

  beforeAll(async () => {
    fixture = await readFixture(path.join(FIXTURES_DIR, file));
    const { name, url } = await createDatabase();
    const database = connect(url, 2);
    try {
      // As the release left it: its migrations, its rows, its files.
      await runMigrations(database.pool, await releaseMigrationsFolder(fixture, scratch));
      const client = await database.pool.connect();
      try {
        await restoreFixture(client, fixture);
      } finally {
        client.release();
      }
      // What `npm start` of today's code does first.
      await runMigrations(database.pool);
      await seedReferenceData(database.db);
    } finally {
      await database.close();
    }
    t = await createTestContext({ template: name });
    await writeFixtureFiles(fixture, path.join(t.dataDir, 'files'));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('finds every staff member, creator, brand, campaign, application, payment and file the release showed', async () => {
    const staffEmails = (fixture.tables.find((x) => x.name === 'staff_users')?.rows ?? []).map((r) =>
      String(r.email),
    );
    const after = await probe(t.app, t.mails, staffEmails);
    expect(after).toEqual(fixture.expected);
    // A few hundred requests: 14 s with both cores busy, so more room than the default 30 s.
  }, 120_000);

  it("makes every brand person the release had an owner of their brands' teams (0023, issue 28)", async () => {
    const { rows } = await t.database.pool.query<{ role: string; n: number }>(
      'select role, count(*)::int as n from staff_brands group by role',
    );
    const links = (fixture.tables.find((x) => x.name === 'staff_brands')?.rows ?? []).length;
    expect(links).toBeGreaterThan(0);
    expect(rows).toEqual([{ role: 'owner', n: links }]);
  });

  it("gives the release's live work results: a campaign report, no readings yet, empty medians (0026, issue 29)", async () => {
    const { rows } = await t.database.pool.query<{ campaign_id: string; n: number }>(
      `select campaign_id, count(*)::int as n from applications where status = 'final posted'
        group by 1 order by 2 desc limit 1`,
    );
    expect(rows).toHaveLength(1);
    const admin = await createStaff(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/tasks/${rows[0]!.campaign_id}/report`,
      headers: authHeader(await tokenFor(t.db, { staffId: admin.id })),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.totals).toMatchObject({ views: 0, engagementRate: null });
    const medians = await t.database.pool.query(
      `select 1 from creator_discovery where median_views <> '[]'::jsonb`,
    );
    expect(medians.rows).toHaveLength(0);
  });

  it("leaves the release's campaigns without terms to sign, and makes no agreement for its work (0027, issue 33)", async () => {
    const { rows } = await t.database.pool.query<{ required: number; rights: number; made: number }>(
      `select count(*) filter (where agreement_required)::int as required,
              count(*) filter (where usage_rights is not null)::int as rights,
              (select count(*) from agreements)::int as made
         from campaigns`,
    );
    expect(rows[0]).toEqual({ required: 0, rights: 0, made: 0 });
  });

  it("reads the release's people in English, as it showed them (0028, issue 31)", async () => {
    const { rows } = await t.database.pool.query<{ language: string }>(
      'select distinct language from (select language from influencers union all select language from staff_users) p',
    );
    expect(rows).toEqual([{ language: 'en' }]);
  });

  it('keeps every notification setting the release stored, with push on and no device subscribed (0029, issue 31)', async () => {
    const stored = (fixture.tables.find((x) => x.name === 'notification_preferences')?.rows ?? []).length;
    const { rows } = await t.database.pool.query<{ kept: number; off: number; devices: number }>(
      `select count(*)::int as kept, count(*) filter (where not push)::int as off,
              (select count(*) from push_subscriptions)::int as devices
         from notification_preferences`,
    );
    expect(rows[0]).toEqual({ kept: stored, off: 0, devices: 0 });
  });

  it('the release had data worth upgrading: every application status, a paid payment, stored files', () => {
    const e = fixture.expected;
    // 'withdrawn' came later (issue 26): a release before it cannot have had it.
    expect(new Set(e.applications.map((a) => a.status))).toEqual(
      new Set(APPLICATION_STATUSES.filter((s) => s !== 'withdrawn')),
    );
    expect(e.creators.length).toBeGreaterThan(0);
    expect(e.staff.map((s) => s.role).sort()).toEqual(['admin', 'brand']);
    expect(Object.keys(e.receipts).length).toBeGreaterThan(0);
    expect(Object.keys(e.files).length).toBeGreaterThan(100);
    expect(e.brands.length).toBeGreaterThan(0);
    expect(e.campaigns.length).toBeGreaterThan(0);
  });
});

describe('a database migrated by a newer version', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is refused with what to do, and nothing is changed', async () => {
    const newest = await t.database.pool.query<{ at: string }>(
      'select max(created_at)::text as at from drizzle.__drizzle_migrations',
    );
    const future = Number(newest.rows[0]!.at) + 86_400_000;
    await t.database.pool.query(
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-version', $1)`,
      [future],
    );
    const before = await t.database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');

    await expect(runMigrations(t.database.pool)).rejects.toThrow(
      /does not know .* Start that newer version instead, or restore the backup/,
    );
    const after = await t.database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(after.rows).toEqual(before.rows);
  });
});

describe('notifications on an upgraded database', () => {
  it('start from the newest event: nothing that happened before is announced', async () => {
    const { readFileSync } = await import('node:fs');
    const { createTestContext } = await import('./harness.ts');
    const { recordEvent } = await import('../src/events/record.ts');
    const { EVENT_CONSUMERS } = await import('../src/module-jobs.ts');
    const { runQueue } = await import('./support/queue.ts');
    const { createInfluencer } = await import('./factories/accounts.ts');
    const { createBrand, createCampaign } = await import('./factories/catalogue.ts');
    const { createApplication } = await import('./factories/pipeline.ts');
    const t = await createTestContext();
    try {
      // An accepted application whose event was written before notifications existed.
      await t.database.pool.query('delete from event_cursors');
      const c = await createInfluencer(t.db);
      const campaign = await createCampaign(t.db, { brandId: (await createBrand(t.db)).id });
      const app = await createApplication(t.db, {
        influencerId: c.id,
        campaignId: campaign.id,
        status: 'accepted',
      });
      await t.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'application.moved',
          actor: { kind: 'staff', id: null },
          at: new Date(),
          applicationId: app.id,
          campaignId: campaign.id,
          influencerId: c.id,
          payload: { from: 'pending', to: 'accepted', finalAmount: 5000 },
        }),
      );
      // The migration, as an upgrade runs it.
      const file = new URL('../drizzle/0010_notifications_start_now.sql', import.meta.url);
      await t.database.pool.query(readFileSync(file, 'utf8'));
      await runQueue(t, EVENT_CONSUMERS);
      const { rows } = await t.database.pool.query('select count(*)::int as n from notifications');
      expect(rows[0].n).toBe(0);
      expect(t.mails).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the catalogue version on an upgraded database', () => {
  it('is raised by a niche rename once 0015 has run, on a database whose 0014 had no niche trigger or had it', async () => {
    const { readFileSync } = await import('node:fs');
    const t = await createTestContext();
    const version = async () =>
      (await t.database.pool.query<{ v: string }>(`select ${CATALOGUE_VERSION_SQL} as v`)).rows[0]!.v;
    const migration = readFileSync(
      new URL('../drizzle/0015_niches_raise_catalogue_version.sql', import.meta.url),
      'utf8',
    );
    try {
      // 0014 as it first shipped: no trigger on niches, so a rename left the version alone.
      await t.database.pool.query(`insert into niches (name) values ('Food')`);
      await t.database.pool.query('drop trigger niches_catalogue on niches');
      const before = await version();
      const renamed = await t.database.pool.query(`update niches set name = name || ' ' where name = 'Food'`);
      expect(renamed.rowCount).toBe(1);
      expect(await version()).toBe(before);

      // The migration, as an upgrade runs it; then again, as on a database whose 0014 already had it.
      await t.database.pool.query(migration);
      await t.database.pool.query(migration);
      const back = await t.database.pool.query(`update niches set name = 'Food' where name = 'Food '`);
      expect(back.rowCount).toBe(1);
      expect(BigInt(await version())).toBeGreaterThan(BigInt(before));
    } finally {
      await t.close();
    }
  });
});

describe('payout due dates on an upgraded database (0019, issue 26)', () => {
  it('gives every final-posted application without one its promise: the final-posted history day + the campaign terms', async () => {
    const { readFileSync } = await import('node:fs');
    const { createInfluencer } = await import('./factories/accounts.ts');
    const { createBrand, createCampaign } = await import('./factories/catalogue.ts');
    const { createApplication } = await import('./factories/pipeline.ts');
    const t = await createTestContext();
    const migration = readFileSync(
      new URL('../drizzle/0019_payout_due_from_history.sql', import.meta.url),
      'utf8',
    );
    try {
      const pool = t.database.pool;
      const c = await createInfluencer(t.db);
      const brand = await createBrand(t.db);
      const campaign = async (payoutTermsDays: number) =>
        (await createCampaign(t.db, { brandId: brand.id, payoutTermsDays })).id;
      const make = async (terms: number, status: 'final posted' | 'final submission' = 'final posted') =>
        (await createApplication(t.db, { influencerId: c.id, campaignId: await campaign(terms), status })).id;
      // Posted live at 20:00 IST on 4 Nov (14:30 UTC): the India day is the 4th.
      const owed = await make(7);
      const noStamp = await make(10);
      const kept = await make(7);
      const notPosted = await make(7, 'final submission');
      await pool.query(
        `update application_history set created_at = '2026-11-04T14:30:00Z' where to_status = 'final posted'`,
      );
      await pool.query(
        `update applications set payout_due_date = null, final_posted_at = '2026-11-04T14:30:00Z'`,
      );
      await pool.query(`update applications set final_posted_at = null where id = $1`, [noStamp]);
      await pool.query(`update applications set payout_due_date = '2026-12-31' where id = $1`, [kept]);

      await pool.query(migration);
      // Run again, as on a database that already had it: nothing moves.
      await pool.query(migration);
      const { rows } = await pool.query<{ id: string; due: string | null }>(
        'select id, payout_due_date::text as due from applications',
      );
      const due = new Map(rows.map((r) => [r.id, r.due]));
      expect(due.get(owed)).toBe('2026-11-11');
      expect(due.get(noStamp)).toBe('2026-11-14');
      expect(due.get(kept)).toBe('2026-12-31');
      expect(due.get(notPosted)).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('payee details on an upgraded database (0020, issue 26)', () => {
  it('keeps on each older payment the payee as the profile has them, masked, and leaves kept ones alone', async () => {
    const { readFileSync } = await import('node:fs');
    const { createInfluencer } = await import('./factories/accounts.ts');
    const { payeeDetailsOf } = await import('../src/modules/payments/payee.ts');
    const t = await createTestContext();
    const migration = readFileSync(
      new URL('../drizzle/0020_payment_payee_details.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .at(-1)!;
    try {
      const pool = t.database.pool;
      const withBank = await createInfluencer(t.db, {
        upiId: '',
        bankName: 'Federal Bank',
        bankAccountNumberLast4: '7788',
        ifscCode: 'FDRL0001234',
        panLast4: '123F',
        address: '14 Marine Drive',
        city: 'Kochi',
        state: 'Kerala',
        pincode: '682031',
      });
      const upiOnly = await createInfluencer(t.db, { upiId: 'asha@okaxis', pincode: null });
      const insert = async (influencerId: string, n: number, payee: object | null) =>
        (
          await pool.query<{ id: string }>(
            `insert into payments (influencer_id, total_amount, financial_year, net_paise, receipt_number, payee_details)
             values ($1, 1000, '2026-27', 100000, $2, $3) returning id`,
            [influencerId, `RCPT-2026-90000${n}`, payee],
          )
        ).rows[0]!.id;
      const a = await insert(withBank.id, 1, null);
      const b = await insert(upiOnly.id, 2, null);
      const kept = await insert(upiOnly.id, 3, { name: 'As it was' });

      await pool.query(migration);
      await pool.query(migration);
      const { rows } = await pool.query<{ id: string; payee: unknown }>(
        'select id, payee_details as payee from payments',
      );
      const payee = new Map(rows.map((r) => [r.id, r.payee]));
      const row = async (id: string) =>
        (await pool.query('select * from influencers where id = $1', [id])).rows[0];
      const asApp = (r: Record<string, unknown>) =>
        payeeDetailsOf({
          name: String(r.name),
          email: String(r.email),
          mobileNumber: String(r.mobile_number),
          upiId: r.upi_id as string | null,
          bankName: r.bank_name as string | null,
          bankAccountNumberLast4: r.bank_account_number_last4 as string | null,
          ifscCode: r.ifsc_code as string | null,
          panLast4: r.pan_last4 as string | null,
          address: String(r.address),
          city: String(r.city),
          state: String(r.state),
          pincode: r.pincode as string | null,
        });
      // The migration writes exactly what recording a payment writes now.
      expect(payee.get(a)).toEqual(asApp(await row(withBank.id)));
      expect(payee.get(a)).toMatchObject({
        upiId: null,
        bank: { name: 'Federal Bank', maskedAccount: 'XXXXXX7788', ifsc: 'FDRL0001234' },
        panMasked: 'XXXXXX123F',
        address: '14 Marine Drive, Kochi, Kerala, 682031',
      });
      expect(payee.get(b)).toEqual(asApp(await row(upiOnly.id)));
      expect(payee.get(kept)).toEqual({ name: 'As it was' });
    } finally {
      await t.close();
    }
  });
});

describe('brand teams on an upgraded database (0023, issue 28)', () => {
  it('makes the brand staff there before it owners, and later additions members', async () => {
    const { readFileSync } = await import('node:fs');
    const { createStaff } = await import('./factories/accounts.ts');
    const { createBrand } = await import('./factories/catalogue.ts');
    const t = await createTestContext();
    try {
      const pool = t.database.pool;
      const brand = await createBrand(t.db);
      // The tables as 0021 left them: no roles, no requests, no GSTIN on brands.
      await pool.query('drop table brand_requests');
      await pool.query('drop index staff_brands_brand_idx');
      await pool.query('alter table staff_brands drop column role, drop column created_at');
      await pool.query('alter table brands drop column gstin');
      const before = await createStaff(t.db, { role: 'brand' });
      await pool.query('insert into staff_brands (staff_id, brand_id) values ($1, $2)', [
        before.id,
        brand.id,
      ]);

      const migration = readFileSync(
        new URL('../drizzle/0023_brand_requests_and_teams.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint')) await pool.query(statement);

      const after = await createStaff(t.db, { role: 'brand' });
      await pool.query('insert into staff_brands (staff_id, brand_id) values ($1, $2)', [after.id, brand.id]);
      const { rows } = await pool.query<{ staff_id: string; role: string }>(
        'select staff_id, role from staff_brands where brand_id = $1',
        [brand.id],
      );
      const roles = new Map(rows.map((r) => [r.staff_id, r.role]));
      expect(roles.get(before.id)).toBe('owner');
      expect(roles.get(after.id)).toBe('member');
    } finally {
      await t.close();
    }
  });
});

describe('creator search on an upgraded database (0024, issue 28)', () => {
  it('decides on-time for the work it never saw as on-time.ts would, and finds every creator with their finished jobs', async () => {
    const { readFileSync } = await import('node:fs');
    const { createInfluencer } = await import('./factories/accounts.ts');
    const { createBrand, createCampaign } = await import('./factories/catalogue.ts');
    const { createApplication } = await import('./factories/pipeline.ts');
    const { deliveredOnTime } = await import('@ih/contract/payout-terms');
    const t = await createTestContext();
    const steps = readFileSync(
      new URL('../drizzle/0024_creator_discovery.sql', import.meta.url),
      'utf8',
    ).split('--> statement-breakpoint');
    const backfill = steps.find((s) => s.includes('UPDATE applications a'))!;
    const rebuild = steps.find((s) => s.trim() === 'SELECT ih_discovery_refresh_all();')!;
    try {
      const pool = t.database.pool;
      const c = await createInfluencer(t.db, { niches: ['Food'], languages: ['Hindi'] });
      const brand = await createBrand(t.db);
      const make = async (status: 'final posted' | 'approved' | 'pending', deadline: Date | null) =>
        (
          await createApplication(t.db, {
            influencerId: c.id,
            campaignId: (await createCampaign(t.db, { brandId: brand.id, submissionDeadline: deadline })).id,
            status,
            appliedAt: new Date('2026-11-01T10:00:00Z'),
          })
        ).id;
      // The factory's work first reaches the brand 2 hours after applying: 12:00 UTC on 1 Nov.
      const early = await make('final posted', new Date('2026-11-02T00:00:00Z'));
      const late = await make('final posted', new Date('2026-11-01T11:00:00Z'));
      const noDeadline = await make('final posted', null);
      const notFinished = await make('approved', new Date('2026-11-02T00:00:00Z'));
      const noWork = await make('pending', new Date('2026-11-02T00:00:00Z'));
      // As a release before 0024 left them: no fact, no row in creator search.
      await pool.query('update applications set delivered_on_time = null');
      await pool.query('truncate creator_discovery');

      await pool.query(backfill);
      await pool.query(backfill);
      await pool.query(rebuild);
      const { rows } = await pool.query<{ id: string; on_time: boolean | null }>(
        'select id, delivered_on_time as on_time from applications',
      );
      const onTime = new Map(rows.map((r) => [r.id, r.on_time]));
      const firstWork = new Date('2026-11-01T12:00:00Z');
      expect(onTime.get(early)).toBe(deliveredOnTime(firstWork, new Date('2026-11-02T00:00:00Z')));
      expect(onTime.get(early)).toBe(true);
      expect(onTime.get(late)).toBe(false);
      expect(onTime.get(noDeadline)).toBe(true);
      expect(onTime.get(notFinished)).toBe(true);
      expect(onTime.get(noWork)).toBeNull();

      const { authHeader, createStaff, tokenFor } = await import('./factories/accounts.ts');
      const admin = authHeader(
        await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }),
      );
      const res = await t.app.inject({ method: 'GET', url: '/v1/admin/creators/search', headers: admin });
      expect(res.json().data.items).toEqual([
        expect.objectContaining({ _id: c.id, completedJobs: 3, onTimeDeliveryRate: 2 / 3, niches: ['Food'] }),
      ]);
    } finally {
      await t.close();
    }
  });
});
