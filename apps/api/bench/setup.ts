import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { sessions } from '../src/db/schema/accounts.ts';
import { hashToken, newToken } from '../src/lib/tokens.ts';

export interface BenchFixtures {
  /** A session of an ordinary seeded creator (25 applications). */
  token: string;
  /** A session of the heavy creator (HEAVY_APPLICATIONS applications, many paid or awaiting payment). */
  heavyToken: string;
  campaignId: string;
  categoryId: string;
  /** E-mails of seeded creators, for sign-in round trips (each contact may get 5 codes per 15 minutes). */
  contacts: string[];
  /**
   * Sessions of MANY_CREATORS ordinary creators, taken in turn: each answer is built for its caller
   * (more callers than a process keeps whole answers for), not replayed from one caller's cache.
   */
  manyTokens: string[];
  /** The creators whose sessions manyTokens are, in the same order. */
  manyIds: string[];
  /** A session of a brand person (staff role `brand`, one brand), for creator search (design §15). */
  brandToken: string;
}

export const MANY_CREATORS = 2_000;

export const HEAVY_EMAIL = 'bench-heavy@example.com';
export const HEAVY_APPLICATIONS = 1_000;

async function sessionFor(db: Db, influencerId: string): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'influencer',
    influencerId,
    expiresAt: new Date(Date.now() + 3600 * 1000),
  });
  return token;
}

export const BENCH_BRAND_STAFF_EMAIL = 'bench-brand@example.com';

/** A brand person of the first benchmark brand, and a session; idempotent like the heavy creator. */
async function brandStaffSession(db: Db): Promise<string> {
  await db.execute(sql`
    insert into staff_users (email, name, role) values (${BENCH_BRAND_STAFF_EMAIL}, 'Bench Brand Person', 'brand')
    on conflict do nothing`);
  const found = await db.execute<{ id: string }>(
    sql`select id from staff_users where email = ${BENCH_BRAND_STAFF_EMAIL}`,
  );
  const staffId = found.rows[0]!.id;
  await db.execute(sql`
    insert into staff_brands (staff_id, brand_id)
    select ${staffId}::uuid, id from brands order by name limit 1
    on conflict do nothing`);
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'staff',
    staffId,
    expiresAt: new Date(Date.now() + 3600 * 1000),
  });
  return token;
}

/**
 * One creator with HEAVY_APPLICATIONS applications (every 100th campaign), a tenth of them final
 * posted and half of those paid, for the work list and payment stats. Idempotent: added on the first
 * run against a seeded database, found on later ones.
 */
async function heavyCreator(db: Db): Promise<string> {
  await db.execute(sql`
    insert into influencers (name, email, mobile_number, account_types, address, country, state, city, pincode, niches)
    values ('Bench Heavy Creator', ${HEAVY_EMAIL}, '7000000001', array['Personal Account'], '12 MG Road', 'India',
            'Karnataka', 'Bengaluru', '560001', array['Food'])
    on conflict do nothing`);
  const found = await db.execute<{ id: string }>(
    sql`select id from influencers where email = ${HEAVY_EMAIL}`,
  );
  const id = found.rows[0]!.id;
  await db.execute(sql`
    with c as (select id, row_number() over (order by code) - 1 rn from campaigns)
    insert into applications (campaign_id, influencer_id, status, quote_asking_amount, final_amount, payment_status,
                              note, applied_at, final_posted_at, paid_at, created_at, updated_at)
    select c.id, ${id}::uuid,
           (array['pending','accepted','declined','expired','pending review','rework','approved','final submission',
                  'final posted','final posted'])[1 + (c.rn / 100) % 10],
           0, 5000 + (c.rn % 7) * 500,
           case when (c.rn / 100) % 10 = 9 then 'paid' else 'pending' end,
           'Applied for campaign', now() - (c.rn / 100) * interval '1 hour',
           case when (c.rn / 100) % 10 >= 8 then now() - (c.rn / 100) * interval '1 hour' end,
           case when (c.rn / 100) % 10 = 9 then now() - (c.rn / 100) * interval '30 minutes' end,
           now() - (c.rn / 100) * interval '1 hour', now()
    from c where c.rn % 100 = 0 and c.rn / 100 < ${HEAVY_APPLICATIONS}
    on conflict do nothing`);
  return id;
}

/**
 * Sessions for one ordinary and one heavy creator, ids for the detail and filter targets, contacts.
 * Only active creators: the dataset suspends a few (creator search must never show them), and their
 * sessions and codes are refused, as they should be.
 */
export async function benchFixtures(db: Db): Promise<BenchFixtures> {
  const creator = await db.execute<{ id: string }>(
    sql`select id from influencers where email like 'bench%@example.com' and email <> ${HEAVY_EMAIL} and status = 'active' order by email limit 1`,
  );
  const influencerId = creator.rows[0]?.id;
  if (!influencerId)
    throw new Error('No bench creators: run `npm run seed:bench` on this DATABASE_URL first.');
  const token = await sessionFor(db, influencerId);
  const heavyToken = await sessionFor(db, await heavyCreator(db));
  const campaign = await db.execute<{ id: string }>(
    sql`select id from campaigns where status = 'active' order by created_at desc limit 1 offset 777`,
  );
  const category = await db.execute<{ id: string }>(sql`select id from categories where name = 'Tech'`);
  const contacts = await db.execute<{ email: string }>(
    sql`select email from influencers where email ~ '^bench[0-9]+@example.com$' and status = 'active' order by random() limit 20000`,
  );
  const many = await db.execute<{ id: string }>(
    sql`select id from influencers where email ~ '^bench[0-9]+@example.com$' and status = 'active' order by email limit ${MANY_CREATORS}`,
  );
  const manyTokens = many.rows.map(() => newToken());
  await db.insert(sessions).values(
    many.rows.map((r, i) => ({
      tokenHash: hashToken(manyTokens[i]!),
      subjectKind: 'influencer' as const,
      influencerId: r.id,
      expiresAt: new Date(Date.now() + 3600 * 1000),
    })),
  );
  // Sign-in counters from an earlier run would stop this one (5 codes per contact per 15 minutes);
  // this is the benchmark's own database.
  await db.execute(sql`delete from rate_limits`);
  return {
    token,
    heavyToken,
    campaignId: campaign.rows[0]!.id,
    categoryId: category.rows[0]!.id,
    contacts: contacts.rows.map((r) => r.email),
    manyTokens,
    manyIds: many.rows.map((r) => r.id),
    brandToken: await brandStaffSession(db),
  };
}

/**
 * Creator searches (design §15) a brand person would make, each with its facets: the first page of
 * everyone, and a narrowed one (niche, language, followers, sorted by reach).
 */
export const CREATOR_SEARCHES = {
  all: '/v1/admin/creators/search?limit=20',
  filtered:
    '/v1/admin/creators/search?niche=Fashion&language=Hindi&minFollowers=10000&sort=followers&limit=20',
} as const;

/**
 * The calls the benchmark and the EXPLAIN script cover: name, path, and whose session. `cold`: the
 * EXPLAIN script records the first call, not one after a warm-up (a cached answer would hide the
 * statements a miss runs).
 */
export function benchTargets(
  fx: BenchFixtures,
): { name: string; path: string; token: string; tokens?: string[]; cold?: boolean }[] {
  const task = '/v1/influencer/active/task';
  return [
    { name: 'campaigns page 1', path: `${task}?page=1&limit=12`, token: fx.token },
    {
      name: `campaigns page 1, ${MANY_CREATORS} creators in turn`,
      path: `${task}?page=1&limit=12`,
      token: fx.token,
      tokens: fx.manyTokens,
    },
    { name: 'campaigns page 500', path: `${task}?page=500&limit=12`, token: fx.token },
    {
      name: 'campaigns category+budgetType',
      path: `${task}?category=${fx.categoryId}&budgetType=fixed&limit=12`,
      token: fx.token,
    },
    { name: 'campaigns search', path: `${task}?search=Holi%20Sale&limit=12`, token: fx.token },
    { name: 'campaign detail', path: `${task}/${fx.campaignId}`, token: fx.token },
    { name: 'brand list', path: '/v1/influencer/brand/get?page=1&limit=12', token: fx.token },
    { name: 'apply/stats', path: '/v1/influencer/apply/stats', token: fx.token },
    {
      name: 'work list (1,000 applications)',
      path: '/v1/influencer/apply?page=1&limit=10',
      token: fx.heavyToken,
    },
    { name: 'payment stats', path: '/v1/influencer/payment/stats/mine', token: fx.heavyToken },
    { name: 'creator search (facets)', path: CREATOR_SEARCHES.all, token: fx.brandToken, cold: true },
    {
      name: 'creator search filtered (facets)',
      path: CREATOR_SEARCHES.filtered,
      token: fx.brandToken,
      cold: true,
    },
  ];
}
