/**
 * Issue 32's write rows: `POST apply` and `PUT …/task/submission` as creators make them, against the bare insert server
 * (bare-insert-server.ts) on the same database. Every request is a new application: the benchmark's
 * creators (MANY_CREATORS of them, in turn) apply to campaigns open to them that none of them has
 * applied to yet, so each call does the whole write (rules, row, history, event) and none answers 409.
 */
import { randomInt } from 'node:crypto';
import { slotRules } from '@ih/contract/work-slots';
import autocannon, { type RawRequest } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { findSlotParts } from '../src/modules/submissions/repository.ts';

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

export interface SubmitTarget {
  token: string;
  body: string;
}

/**
 * `needed` accepted applications of the benchmark's creators, each with a stored image for every slot its
 * campaign asks for (contract/work-slots: a slot per platform and deliverable, as many files as its
 * format's least count), and the body that submits it: every request a first submission of its own work.
 * Written straight into the database (the files' bytes are never read on submit, only their rows).
 */
export async function submitTargets(
  db: Db,
  creatorIds: string[],
  tokens: string[],
  needed: number,
): Promise<SubmitTarget[]> {
  const { campaigns } = await applyTargets(db, creatorIds, tokens, needed);
  const targets: SubmitTarget[] = [];
  const slotsOf = new Map<string, { platformId: string; deliverableId: string; files: number }[]>();
  for (const campaignId of campaigns) {
    const parts = await findSlotParts(db, campaignId);
    slotsOf.set(
      campaignId,
      slotRules(parts.deliverables, parts.platforms).map((r) => ({
        platformId: r.platformId,
        deliverableId: r.deliverableId,
        files: r.range?.min ?? 1,
      })),
    );
  }
  for (let n = 0; n < needed; n++) {
    const who = n % creatorIds.length;
    const campaignId = campaigns[Math.floor(n / creatorIds.length)]!;
    const slots = slotsOf.get(campaignId)!;
    if (!slots.length) continue;
    const { rows } = await db.execute<{ id: string }>(sql`
      insert into applications (campaign_id, influencer_id, status, quote_asking_amount, final_amount, applied_at, accepted_at)
      values (${campaignId}, ${creatorIds[who]}, 'accepted', 0, 5000, now(), now()) returning id`);
    const applicationId = rows[0]!.id;
    const fileCount = slots.reduce((a, s) => a + s.files, 0);
    const made = await db.execute<{ id: string }>(sql`
      insert into files (key, original_name, content_type, size, visibility, influencer_id)
      select 'bench/submit/' || gen_random_uuid(), 'work.jpg', 'image/jpeg', 1024, 'private', ${creatorIds[who]}
        from generate_series(1, ${fileCount}) returning id`);
    const fileIds = made.rows.map((r) => r.id);
    const byPlatform = new Map<string, { deliverableType: string; files: { fileUrl: string }[] }[]>();
    for (const s of slots) {
      const files = fileIds.splice(0, s.files).map((id) => ({ fileUrl: `/files/${id}` }));
      byPlatform.set(s.platformId, [
        ...(byPlatform.get(s.platformId) ?? []),
        { deliverableType: s.deliverableId, files },
      ]);
    }
    targets.push({
      token: tokens[who]!,
      body: JSON.stringify({
        taskId: applicationId,
        task_details: [...byPlatform].map(([platformId, deliverables]) => ({ platformId, deliverables })),
      }),
    });
  }
  return targets;
}

/** Request k submits prepared application k. */
export function submitRequests(targets: SubmitTarget[]) {
  let k = 0;
  return (request: RawRequest) => {
    const target = targets[k++ % targets.length]!;
    return {
      ...request,
      method: 'PUT' as const,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        authorization: `Bearer ${target.token}`,
        'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      },
      body: target.body,
    };
  };
}
