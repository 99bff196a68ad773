import type { ApplicationStatus } from '@ih/contract/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, submissions } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { type CreatedWork, createWork, GIF_DATA_URL, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let me: { id: string; token: string };
let other: { id: string; token: string };
let brandId: string;

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}
const work = (status: ApplicationStatus, who = me) =>
  createWork(t.db, { influencerId: who.id, brandId, status });
const submitPost = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/influencer/task/final-submission',
    headers: authHeader(token),
    payload: payload as object,
  });
async function statusOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}
async function postVersionsOf(id: string) {
  const rows = await t.db.select().from(submissions).where(eq(submissions.applicationId, id));
  return rows.filter((r) => r.kind === 'post').map((r) => r.version);
}

beforeAll(async () => {
  t = await createTestContext();
  me = await creator();
  other = await creator();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

describe('PUT /v1/influencer/task/final-submission', () => {
  const postBody = (w: CreatedWork, d: { task_link?: string; task_proof?: string; disclosure?: string }) => ({
    taskId: w.campaignId,
    task_details: [
      { platformId: w.platformIds[0], deliverables: [{ deliverableType: w.deliverableIds[0], ...d }] },
    ],
  });

  it('stores links and screenshots from approved and moves to final submission', async () => {
    const w = await work('approved');
    const res = await submitPost(
      me.token,
      postBody(w, { task_link: 'https://instagram.com/p/abc', task_proof: PNG_DATA_URL }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Post details submitted successfully!',
      data: { version: 1 },
    });
    expect((await statusOf(w.applicationId))?.status).toBe('final submission');
    expect(await postVersionsOf(w.applicationId)).toEqual([1]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/apply?taskId=${w.code}`,
      headers: authHeader(me.token),
    });
    const post = list.json().data[0].post_details[0].deliverables[0];
    expect(post.task_link).toBe('https://instagram.com/p/abc');
    expect(post.task_proof).toMatch(/^\/files\/.+signature=/);
  });

  it('keeps the declared disclosure, flags a link off the platform, and refuses an unknown label (issue 15)', async () => {
    const w = await work('approved');
    const bad = await submitPost(
      me.token,
      postBody(w, { task_link: 'https://instagram.com/p/x', disclosure: 'Promo' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['task_details.0.deliverables.0.disclosure']);
    expect((await statusOf(w.applicationId))?.status).toBe('approved');

    const ok = await submitPost(
      me.token,
      postBody(w, { task_link: 'https://www.youtube.com/watch?v=1', disclosure: 'Paid partnership tag' }),
    );
    expect(ok.statusCode).toBe(200);
    const item = (
      await t.app.inject({
        method: 'GET',
        url: `/v1/influencer/apply?taskId=${w.campaignId}`,
        headers: authHeader(me.token),
      })
    ).json().data[0].post_details[0].deliverables[0];
    // The factory's first platform is Instagram: a YouTube link is accepted and flagged.
    expect(item).toMatchObject({ disclosure: 'Paid partnership tag', linkOnPlatform: false });
  });

  it('needs at least one link or screenshot', async () => {
    const w = await work('approved');
    const res = await submitPost(me.token, postBody(w, { task_link: '  ', task_proof: '' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please add at least one post link or screenshot before submitting.');
  });

  it('needs links to be full http(s) URLs', async () => {
    const w = await work('approved');
    const res = await submitPost(me.token, postBody(w, { task_link: 'instagram.com/p/abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the full link to your post, starting with https://');
  });

  it('accepts only JPG or PNG screenshots (415)', async () => {
    const w = await work('approved');
    const res = await submitPost(me.token, postBody(w, { task_proof: GIF_DATA_URL }));
    expect(res.statusCode).toBe(415);
    expect((await statusOf(w.applicationId))?.status).toBe('approved');
  });

  it.each(['accepted', 'pending review', 'rework', 'final submission', 'final posted'] as const)(
    'answers 422 from %s',
    async (status) => {
      const w = await work(status);
      const res = await submitPost(me.token, postBody(w, { task_link: 'https://instagram.com/p/abc' }));
      expect(res.statusCode).toBe(422);
    },
  );

  it("answers 404 for another creator's approved work", async () => {
    const w = await work('approved', other);
    const res = await submitPost(me.token, postBody(w, { task_link: 'https://instagram.com/p/abc' }));
    expect(res.statusCode).toBe(404);
  });
});
