/**
 * Issue 32's write rows: `POST apply` as creators make it, against the bare insert server
 * (bare-insert-server.ts) on the same database. Every request is a new application: the benchmark's
 * creators (MANY_CREATORS of them, in turn) apply to campaigns open to them that none of them has
 * applied to yet, so each call does the whole write (rules, row, history, event) and none answers 409.
 */
import { randomInt } from 'node:crypto';
import autocannon, { type RawRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

export interface ApplyTargets {
  tokens: string[];
  campaigns: string[];
}

/** Open, public, fixed-price campaigns none of `creatorIds` has applied to (enough for `needed` applications). */
export async function applyTargets(db: Db, creatorIds: string[], tokens: string[], needed: number) {
  const want = Math.ceil(needed / creatorIds.length) + 1;
  const { rows } = await db.execute<{ id: string }>(sql`
    select c.id from campaigns c join brands b on b.id = c.brand_id
     where c.status = 'active' and c.visibility = 'public' and b.status = 'active'
       and c.budget_type <> 'get quote'
       and (c.submission_deadline is null or c.submission_deadline > now() + interval '1 day')
       and not exists (select 1 from applications a
                        where a.campaign_id = c.id and a.influencer_id = any(${`{${creatorIds.join(',')}}`}::uuid[]))
     order by c.created_at desc limit ${want}`);
  if (rows.length < want)
    throw new Error(`only ${rows.length} campaigns left to apply to; reseed the benchmark database`);
  return { tokens, campaigns: rows.map((r) => r.id) } satisfies ApplyTargets;
}

/** Request k: creator k mod N applies to campaign floor(k / N); no pair repeats. */
export function applyRequests(targets: ApplyTargets) {
  let k = 0;
  return (request: RawRequest) => {
    const n = k++;
    const token = targets.tokens[n % targets.tokens.length]!;
    const campaign = targets.campaigns[Math.floor(n / targets.tokens.length)];
    return {
      ...request,
      method: 'POST' as const,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      },
      body: JSON.stringify({ taskId: campaign, quote_asking_amount: '0', note: 'Benchmark application' }),
    };
  };
}

/** Runs `requests` for `seconds` after `warmup` seconds; the same shape of body to the bare server. */
export async function writeLoad(
  url: string,
  connections: number,
  seconds: number,
  setupRequest: (r: RawRequest) => RawRequest,
) {
  return autocannon({ url, connections, duration: seconds, requests: [{ setupRequest }] });
}
