import { WORK_MESSAGES } from '@ih/contract/work';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionItems, submissions } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { type CreatedWork, createWork, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Document 001 §3: a client may read a deliverable's id as the campaign deliverable's `_id` or as
// its `deliverableType._id`; both calls take either, and refuse the type's id when it is ambiguous.
// The campaigns' deliverables are optional, so one entry is a whole submission (issue 26 D).

let t: TestContext;
let me: { id: string; token: string };
let brandId: string;

const calls = [
  {
    url: '/v1/influencer/task/submission',
    from: 'accepted',
    kind: 'work',
    entry: { notes: 'Cut 1', files: [{ fileUrl: PNG_DATA_URL }] },
  },
  {
    url: '/v1/influencer/task/final-submission',
    from: 'approved',
    kind: 'post',
    entry: { task_link: 'https://instagram.com/p/abc' },
  },
] as const;

function body(w: CreatedWork, deliverableType: string | undefined, entry: object) {
  return {
    taskId: w.campaignId,
    task_details: [{ platformId: w.platformIds[0], deliverables: [{ deliverableType, ...entry }] }],
  };
}

/** The deliverables this call stored (an approved application already has its work submission). */
async function storedDeliverables(applicationId: string, kind: 'work' | 'post') {
  const rows = await t.db
    .select({ deliverableId: submissionItems.deliverableId })
    .from(submissionItems)
    .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
    .where(and(eq(submissions.applicationId, applicationId), eq(submissions.kind, kind)));
  return rows.map((r) => r.deliverableId);
}

beforeAll(async () => {
  t = await createTestContext();
  const c = await createInfluencer(t.db);
  me = { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

describe.each(calls)('PUT $url: deliverableType', ({ url, from, kind, entry }) => {
  const put = (payload: object) =>
    t.app.inject({ method: 'PUT', url, headers: authHeader(me.token), payload });

  it("accepts the campaign deliverable's own _id", async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: from,
      optionalDeliverables: true,
    });
    const res = await put(body(w, w.deliverableIds[1], entry));
    expect(res.statusCode).toBe(200);
    expect(await storedDeliverables(w.applicationId, kind)).toEqual([w.deliverableIds[1]]);
  });

  it("accepts the deliverable type's _id when one deliverable of the campaign has that type", async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: from,
      optionalDeliverables: true,
    });
    const res = await put(body(w, w.deliverableTypeIds[1], entry));
    expect(res.statusCode).toBe(200);
    expect(await storedDeliverables(w.applicationId, kind)).toEqual([w.deliverableIds[1]]);
  });

  it("refuses a type two deliverables share, asking for the deliverable's _id", async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: from,
      deliverables: ['Reel', 'Reel'],
      optionalDeliverables: true,
    });
    expect(w.deliverableTypeIds[0]).toBe(w.deliverableTypeIds[1]);
    const res = await put(body(w, w.deliverableTypeIds[0], entry));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: WORK_MESSAGES.deliverableAmbiguous,
      errors: { 'task_details.0.deliverables.0.deliverableType': WORK_MESSAGES.deliverableAmbiguous },
    });
    expect(await storedDeliverables(w.applicationId, kind)).toEqual([]);
    // The deliverable's own _id still works for such a campaign.
    expect((await put(body(w, w.deliverableIds[0], entry))).statusCode).toBe(200);
  });

  it('still refuses an id that is neither', async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: from,
      optionalDeliverables: true,
    });
    const res = await put(body(w, '00000000-0000-4000-8000-000000000000', entry));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WORK_MESSAGES.deliverable);
  });
});
