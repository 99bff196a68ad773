/**
 * Fills a DEDICATED database with benchmark-scale data: 1,000 brands, 100,000 campaigns (1–2
 * deliverables each), 20,000 creators and 500,000 applications. Everything is set-based SQL over
 * generate_series, so it takes about a minute, not hours.
 *
 *   createdb -h 127.0.0.1 -U postgres ih_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npm run seed:bench [-- --reset]
 *
 * DATABASE_URL is required: the embedded database in DATA_DIR holds real data and must not get a
 * hundred thousand fake campaigns. With existing brands it stops unless --reset is given, which
 * empties the catalogue, creators and their applications first.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { connect } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference.ts';

export const BENCH = {
  brands: 1_000,
  campaigns: 100_000,
  creators: 20_000,
  applicationsPerCreator: 25,
} as const;

/** The few reference rows the generated campaigns point at, in case the reference seed is missing. */
const REFERENCE_SQL = [
  `insert into countries (name, value, iso_code, flag_url) values ('India', 'india', 'IN', '/static/flags/in.svg') on conflict do nothing`,
  `insert into platforms (name, slug, logo_url, sort_order) values ('Instagram','instagram','/static/platforms/instagram.svg',1), ('YouTube','youtube','/static/platforms/youtube.svg',2), ('Facebook','facebook','/static/platforms/facebook.svg',3) on conflict do nothing`,
  `insert into deliverable_types (content_type, is_video) values ('Reel',1), ('Post',0), ('Story',0), ('Video',1) on conflict do nothing`,
  `insert into languages (name) values ('Hindi'), ('English'), ('Tamil'), ('Telugu'), ('Marathi') on conflict do nothing`,
  `insert into states (name) values ('Maharashtra'), ('Karnataka'), ('Delhi'), ('Tamil Nadu'), ('Gujarat') on conflict do nothing`,
  `insert into follower_buckets (name, min_followers, sort_order) values ('1K+',1000,1), ('10K+',10000,2), ('100K+',100000,3) on conflict do nothing`,
  `insert into influencer_kinds (name, sort_order) values ('Nano',1), ('Micro',2), ('Macro',3) on conflict do nothing`,
  `insert into categories (name, sort_order) values ('Food',1), ('Fashion',2), ('Travel',3), ('Tech',7), ('Gaming',8) on conflict do nothing`,
  `insert into niches (name, sort_order) values ('Food',1), ('Fashion',2), ('Tech',3) on conflict do nothing`,
];

const STEPS: [string, string][] = [
  [
    'brands',
    `insert into brands (name, company_name, website_link, about, description_html, country_id, niche_ids, status)
     select 'Bench Brand ' || lpad(g::text, 4, '0'), 'Bench Brand ' || g || ' Pvt Ltd', 'https://brand' || g || '.example.in',
            'A homegrown brand.', '<p>Made in India.</p>', (select id from countries order by name limit 1),
            array[n.ids[1 + g % array_length(n.ids, 1)]], case when g % 40 = 0 then 'inactive' else 'active' end
     from generate_series(1, ${BENCH.brands}) g, (select array_agg(id order by name) ids from niches) n`,
  ],
  [
    'campaigns',
    `with r as (select
        (select array_agg(id order by name) from categories) cats, (select array_agg(id order by name) from platforms) plats,
        (select array_agg(id order by name) from languages) langs, (select array_agg(id order by name) from states) sts,
        (select array_agg(id order by name) from follower_buckets) fbs, (select array_agg(id order by name) from influencer_kinds) kinds,
        (select array_agg(id order by name) from brands) brs)
     insert into campaigns (brand_id, status, event_name, campaign_title, campaign_type, objective, plan, description,
        key_message, hashtags, event_date, submission_deadline, terms_conditions, budget_type, expected_price_range,
        fixed_price, fixed_commission_per_sale, influencers_required, location_state_id, influencer_kind_id, language_id,
        minimum_follower_id, category_ids, platform_ids, product_title, created_at, updated_at)
     select r.brs[1 + g % array_length(r.brs, 1)],
        case when g % 10 = 0 then 'closed' when g % 50 = 1 then 'inactive' else 'active' end,
        (array['Diwali','Holi','Monsoon','Summer','Onam','Pongal','Eid','Navratri'])[1 + g % 8] || ' '
          || (array['Launch','Sale','Drop','Fest','Unboxing'])[1 + (g / 8) % 5] || ' ' || g,
        (array['Festive Glow','Street Style','Home Chef','Gadget Guru','Fit India'])[1 + g % 5] || ' ' || g,
        'Awareness', 'Drive awareness', 'Two reels', 'Show the product in daily life.', 'Celebrate together',
        '#India #Creator', current_date + (g % 90), now() + ((g % 120) - 20) * interval '1 day',
        array['Content must be original.'],
        (array['fixed','get quote','fixed affiliate'])[1 + g % 3],
        '₹5,000 - ₹10,000', case when g % 3 = 0 then 5000 + (g % 20) * 500 end, case when g % 3 = 2 then 100 end,
        1 + g % 10, r.sts[1 + g % array_length(r.sts, 1)], r.kinds[1 + g % array_length(r.kinds, 1)],
        r.langs[1 + (g / 3) % array_length(r.langs, 1)], r.fbs[1 + (g / 7) % array_length(r.fbs, 1)],
        array[r.cats[1 + (g / 5) % array_length(r.cats, 1)]],
        case when g % 2 = 0 then array[r.plats[1 + g % array_length(r.plats, 1)]]
             else array[r.plats[1 + g % array_length(r.plats, 1)], r.plats[1 + (g + 1) % array_length(r.plats, 1)]] end,
        'Product ' || g, now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, ${BENCH.campaigns}) g, r`,
  ],
  [
    'deliverables',
    `insert into campaign_deliverables (campaign_id, deliverable_type_id, format, duration, dimensions, posting_time, notes, sort_order)
     select c.id, t.ids[1 + (c.n + k) % array_length(t.ids, 1)], case when k = 0 then 'mp4' else 'jpg / png' end,
            case when k = 0 then '30s' else 'N.A' end, case when k = 0 then '1080*1920' else '1080*1080' end, '18:00', 'Keep it fun', k
     from (select id, row_number() over (order by code) n from campaigns) c,
          (select array_agg(id order by content_type) ids from deliverable_types) t, generate_series(0, 1) k
     where k = 0 or c.n % 2 = 0`,
  ],
  [
    'creators',
    `insert into influencers (name, email, mobile_number, account_types, address, country, state, city, pincode, niches)
     select 'Bench Creator ' || g, 'bench' || g || '@example.com', '8' || lpad(g::text, 9, '0'), array['Personal Account'],
            '12 MG Road', 'India', 'Karnataka', 'Bengaluru', '560001', array['Food']
     from generate_series(1, ${BENCH.creators}) g`,
  ],
  [
    'applications',
    // Creator g applies to campaigns (g*7919 + k*104729) mod 100000 for k < 25: distinct per creator,
    // since 104729 is coprime with 100000.
    `with c as (select id, row_number() over (order by code) - 1 rn from campaigns),
          i as (select id, row_number() over (order by email) rn from influencers where email like 'bench%@example.com')
     insert into applications (campaign_id, influencer_id, status, quote_asking_amount, note, applied_at, created_at, updated_at)
     select c.id, i.id,
            (array['pending','pending','accepted','declined','expired','pending review','rework','approved','final submission','final posted'])[1 + (i.rn + k) % 10],
            (k % 4) * 1000, 'Applied for campaign', now() - k * interval '1 hour', now() - k * interval '1 hour', now()
     from i cross join generate_series(0, ${BENCH.applicationsPerCreator - 1}) k
     join c on c.rn = (i.rn * 7919 + k * 104729) % ${BENCH.campaigns}`,
  ],
];

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      '\nseed:bench needs DATABASE_URL pointing at a dedicated database, e.g.\n' +
        '  createdb -h 127.0.0.1 -U postgres ih_bench\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/ih_bench npm run seed:bench\n',
    );
    process.exit(1);
  }
  const database = connect(url, 2);
  const { db } = database;
  const started = performance.now();
  try {
    await runMigrations(database.pool);
    await seedReferenceData(db);
    for (const statement of REFERENCE_SQL) await db.execute(sql.raw(statement));
    const existing = await db.execute<{ n: number }>(sql`select count(*)::int n from brands`);
    if ((existing.rows[0]?.n ?? 0) > 0) {
      if (!process.argv.includes('--reset')) {
        console.error('The database already has brands. Run with --reset to empty it first.');
        process.exit(1);
      }
      await db.execute(
        sql`truncate application_history, applications, saved_campaigns, campaign_deliverables, campaigns, brands, sessions, influencers cascade`,
      );
    }
    // A bulk load, not the product's writes: the version triggers (ADR 025) would queue a deferred
    // event per row (a million for the applications). With the right, they are off for the load and
    // every version is raised once after it; without it (a managed server), they run, slowly.
    const client = await database.pool.connect();
    try {
      const quiet = await client
        .query('set session_replication_role = replica')
        .then(() => true)
        .catch(() => false);
      if (!quiet)
        console.log('(no right to set session_replication_role: triggers stay on, the load is slower)');
      for (const [name, statement] of STEPS) {
        const t0 = performance.now();
        const result = await client.query(statement);
        console.log(
          `${name.padEnd(13)} ${String(result.rowCount).padStart(8)} rows  ${((performance.now() - t0) / 1000).toFixed(1)} s`,
        );
      }
      if (quiet) {
        await client.query('set session_replication_role = default');
        await client.query(`select ih_catalogue_bump();
          update creator_flag_versions set version = nextval('catalogue_version_seq');
          update creator_work_versions set version = nextval('catalogue_version_seq');`);
      }
    } finally {
      client.release();
    }
    await db.execute(sql`vacuum analyze`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s (vacuum analyze included).`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
