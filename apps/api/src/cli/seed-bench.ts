/**
 * Fills a DEDICATED database with benchmark-scale data: 1,000 brands, 100,000 campaigns (1–2
 * deliverables each), 100,000 creators (niches, languages, places, platforms and followers spread as
 * on a real marketplace, for creator search: design §15) and 500,000 applications from the first
 * 20,000 of them. Everything is set-based SQL over generate_series, so it takes about a minute or two,
 * not hours.
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
  creators: 100_000,
  /** The creators who applied (the first by e-mail), 25 applications each. */
  applicants: 20_000,
  applicationsPerCreator: 25,
} as const;

/** A repeatable number in [0, 1) for creator g and a purpose: the spreads below are fixed by g. */
const r = (salt: string) => `((abs(hashtext(g::text || '${salt}')) % 100000) / 100000.0)`;

/**
 * Where creators live, weighted (the weight is each place's share of creators, roughly by the size
 * of its cities), with the language of the region.
 */
const PLACES: [state: string, city: string, language: string, weight: number][] = [
  ['Maharashtra', 'Mumbai', 'Marathi', 14],
  ['Delhi', 'New Delhi', 'Hindi', 12],
  ['Karnataka', 'Bengaluru', 'Kannada', 10],
  ['Telangana', 'Hyderabad', 'Telugu', 7],
  ['Tamil Nadu', 'Chennai', 'Tamil', 7],
  ['West Bengal', 'Kolkata', 'Bengali', 6],
  ['Maharashtra', 'Pune', 'Marathi', 5],
  ['Gujarat', 'Ahmedabad', 'Gujarati', 4],
  ['Rajasthan', 'Jaipur', 'Hindi', 4],
  ['Uttar Pradesh', 'Lucknow', 'Hindi', 4],
  ['Uttar Pradesh', 'Noida', 'Hindi', 3],
  ['Haryana', 'Gurugram', 'Hindi', 3],
  ['Kerala', 'Kochi', 'Malayalam', 3],
  ['Punjab', 'Ludhiana', 'Punjabi', 2],
  ['Chandigarh', 'Chandigarh', 'Punjabi', 2],
  ['Madhya Pradesh', 'Indore', 'Hindi', 2],
  ['Gujarat', 'Surat', 'Gujarati', 2],
  ['Bihar', 'Patna', 'Hindi', 2],
  ['Odisha', 'Bhubaneswar', 'Odia', 1],
  ['Assam', 'Guwahati', 'Assamese', 1],
  ['Goa', 'Panaji', 'Konkani', 1],
  ['Tamil Nadu', 'Coimbatore', 'Tamil', 1],
  ['Karnataka', 'Mysuru', 'Kannada', 1],
  ['Kerala', 'Thiruvananthapuram', 'Malayalam', 1],
  ['Jammu and Kashmir', 'Srinagar', 'Kashmiri', 1],
];
/** Niches by how many creators pick them (a creator picks one to three). */
const NICHES: [string, number][] = [
  ['Fashion', 16],
  ['Beauty & Makeup', 14],
  ['Food', 13],
  ['Travel', 10],
  ['Fitness & Health', 9],
  ['Tech', 8],
  ['Music & Entertainment', 7],
  ['Parenting & Family', 5],
  ['Gaming', 5],
  ['Finance & Business', 4],
  ['Art & Creative', 4],
  ['Luxury', 3],
  ['Pet', 2],
];
/** The share of creators with an account on each platform. */
const PLATFORMS: [string, number][] = [
  ['Instagram', 0.92],
  ['YouTube', 0.45],
  ['Facebook', 0.22],
  ['X', 0.12],
  ['LinkedIn', 0.06],
  ['Snapchat', 0.05],
  ['Pinterest', 0.03],
  ['Telegram', 0.02],
  ['WhatsApp', 0.02],
];
const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Ananya',
  'Arjun',
  'Diya',
  'Ishaan',
  'Kavya',
  'Rohan',
  'Saanvi',
  'Vihaan',
  'Priya',
  'Rahul',
  'Sneha',
  'Karan',
  'Meera',
  'Nikhil',
  'Pooja',
  'Siddharth',
  'Tanvi',
  'Varun',
  'Asha',
  'Ravi',
  'Neha',
  'Aman',
  'Riya',
  'Yash',
  'Zoya',
  'Farhan',
  'Gurpreet',
  'Lakshmi',
];
const LAST_NAMES = [
  'Sharma',
  'Verma',
  'Iyer',
  'Nair',
  'Reddy',
  'Patel',
  'Shah',
  'Singh',
  'Kaur',
  'Das',
  'Banerjee',
  'Mukherjee',
  'Rao',
  'Menon',
  'Pillai',
  'Joshi',
  'Kulkarni',
  'Deshpande',
  'Gupta',
  'Agarwal',
  'Khan',
  'Fernandes',
  'Bhat',
  'Chatterjee',
  'Mehta',
];

const sqlText = (v: string) => `'${v.replaceAll("'", "''")}'`;
/** A weighted choice as a SQL CASE over the cumulative weights, by the repeatable number `pick`. */
function weighted<T>(items: [T, number][], pick: string, value: (t: T) => string): string {
  const total = items.reduce((a, [, w]) => a + w, 0);
  let acc = 0;
  const whens = items.map(([item, w]) => {
    acc += w;
    return `when ${pick} < ${(acc / total).toFixed(6)} then ${value(item)}`;
  });
  return `case ${whens.join(' ')} else ${value(items.at(-1)![0])} end`;
}
const place = (field: 0 | 1 | 2) =>
  weighted(
    PLACES.map((p) => [p, p[3]] as [typeof p, number]),
    r('place'),
    (p) => sqlText(p[field]),
  );
const niche = (salt: string) => weighted(NICHES, r(salt), sqlText);

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
    // Niches: one to three (distinct), the first two weighted; languages: the region's, Hindi for
    // most, English for half; about 5% hidden from brands and 0.5% suspended.
    `insert into influencers (name, email, mobile_number, account_types, address, country, state, city, pincode,
                              niches, languages, discoverable, status)
     select (array[${FIRST_NAMES.map(sqlText).join(',')}])[1 + g % ${FIRST_NAMES.length}] || ' '
              || (array[${LAST_NAMES.map(sqlText).join(',')}])[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
            'bench' || g || '@example.com', '8' || lpad(g::text, 9, '0'), array['Personal Account'],
            '12 MG Road', 'India', ${place(0)}, ${place(1)}, '560001',
            (select coalesce(array_agg(distinct n), '{}') from unnest(array[${niche('n1')},
               case when ${r('n2?')} < 0.6 then ${niche('n2')} end,
               case when ${r('n3?')} < 0.2 then ${niche('n3')} end]) n where n is not null),
            (select array_agg(distinct l) from unnest(array[${place(2)},
               case when ${r('hi')} < 0.6 then 'Hindi' end,
               case when ${r('en')} < 0.5 then 'English' end]) l where l is not null),
            ${r('hidden')} >= 0.05,
            case when ${r('suspended')} < 0.005 then 'suspended' else 'active' end
     from generate_series(1, ${BENCH.creators}) g`,
  ],
  [
    'social accounts',
    // Each platform by its share (Instagram for almost everyone). Followers of an account: most
    // creators are small (half under ~4K), a few huge (up to ~3M); some counts typed as '12.5K'.
    `with c as (select id, substring(email from 6 for length(email) - 17)::int g from influencers
                 where email ~ '^bench[0-9]+@example.com$'),
          p(name, share, k) as (values ${PLATFORMS.map(([n, share], k) => `(${sqlText(n)}, ${share}, ${k})`).join(', ')})
     insert into influencer_social_accounts (influencer_id, platform_name, user_name, profile_url, followers, sort_order)
     select c.id, p.name, lower(split_part(i.name, ' ', 1)) || '.' || c.g || case when p.k > 0 then '_' || p.k else '' end,
            'https://example.com/' || c.g || '/' || p.k,
            case when ((abs(hashtext(c.g::text || p.name || 'k')) % 100000) / 100000.0) < 0.3
                 then round(f.n / 1000.0, 1)::text || 'K' else f.n::text end,
            p.k
       from c join influencers i on i.id = c.id cross join p
       cross join lateral (select floor(power(10, 3 + 3.5 * power((abs(hashtext(c.g::text || p.name)) % 100000) / 100000.0, 2.5)))::bigint n) f
      where ((abs(hashtext(c.g::text || p.name || 'has')) % 100000) / 100000.0) < p.share
         or (p.k = 0 and not exists (select 1 from p q where q.k > 0
              and ((abs(hashtext(c.g::text || q.name || 'has')) % 100000) / 100000.0) < q.share))`,
  ],
  [
    'applications',
    // Creator g applies to campaigns (g*7919 + k*104729) mod 100000 for k < 25: distinct per creator,
    // since 104729 is coprime with 100000. Finished work reached the brand on time 85% of the time.
    `with c as (select id, row_number() over (order by code) - 1 rn from campaigns),
          i as (select id, row_number() over (order by email) rn from influencers where email like 'bench%@example.com')
     insert into applications (campaign_id, influencer_id, status, quote_asking_amount, note, applied_at, delivered_on_time,
                               created_at, updated_at)
     select c.id, i.id,
            (array['pending','pending','accepted','declined','expired','pending review','rework','approved','final submission','final posted'])[1 + (i.rn + k) % 10],
            (k % 4) * 1000, 'Applied for campaign', now() - k * interval '1 hour',
            case when (i.rn + k) % 10 >= 5 then (abs(hashtext(i.rn::text || ':' || k)) % 100) < 85 end,
            now() - k * interval '1 hour', now()
     from i cross join generate_series(0, ${BENCH.applicationsPerCreator - 1}) k
     join c on c.rn = (i.rn * 7919 + k * 104729) % ${BENCH.campaigns}
     where i.rn <= ${BENCH.applicants}`,
  ],
  [
    'creator search',
    // Triggers are off for the load: creator search's table is made once from what was loaded.
    'select ih_discovery_refresh_all()',
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
          update creator_work_versions set version = nextval('catalogue_version_seq');
          select ih_discovery_bump();`);
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
