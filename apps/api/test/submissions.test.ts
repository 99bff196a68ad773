import type { ApplicationStatus } from '@ih/contract/enums';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { applicationHistory, applications, submissions } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { type CreatedWork, createWork, mp4Bytes, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let me: { id: string; token: string };
let other: { id: string; token: string };
let brandId: string;

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}

// Optional deliverables, so the one file of workBody is a whole submission; required slots and
// slide counts have their own tests (submissions-slots.test.ts).
const work = (status: ApplicationStatus, who = me) =>
  createWork(t.db, { influencerId: who.id, brandId, status, optionalDeliverables: true });

const put = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: authHeader(token), payload: payload as object });
const submit = (token: string, payload: unknown) => put('/v1/influencer/task/submission', token, payload);

function workBody(w: CreatedWork, fileUrl = PNG_DATA_URL, taskId = w.campaignId) {
  return {
    taskId,
    task_details: [
      {
        platformId: w.platformIds[0],
        deliverables: [{ deliverableType: w.deliverableIds[0], notes: 'Cut 1', files: [{ fileUrl }] }],
      },
    ],
  };
}

async function statusOf(id: string) {
  const [row] = await t.db.select().from(applications).where(eq(applications.id, id));
  return row;
}
async function versionsOf(id: string, kind: 'work' | 'post' = 'work') {
  const rows = await t.db.select().from(submissions).where(eq(submissions.applicationId, id));
  return rows
    .filter((r) => r.kind === kind)
    .map((r) => r.version)
    .sort();
}

beforeAll(async () => {
  t = await createTestContext();
  me = await creator();
  other = await creator();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

describe('PUT /v1/influencer/task/submission', () => {
  it('stores version 1 from accepted, moves to pending review and writes history', async () => {
    const w = await work('accepted');
    const res = await submit(me.token, workBody(w));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Task submitted successfully',
      data: { version: 1 },
    });
    const row = await statusOf(w.applicationId);
    expect(row?.status).toBe('pending review');
    expect(row?.submittedAt).toBeInstanceOf(Date);
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, w.applicationId));
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'accepted',
      toStatus: 'pending review',
      actorKind: 'influencer',
      actorId: me.id,
    });
    const [file] = await t.db.select().from(files).where(eq(files.influencerId, me.id));
    expect(file).toMatchObject({ contentType: 'image/png', visibility: 'private' });
  });

  it('accepts the application id as taskId, and a video by its magic bytes', async () => {
    const w = await work('accepted');
    const video = `data:video/mp4;base64,${mp4Bytes(256).toString('base64')}`;
    const res = await submit(me.token, workBody(w, video, w.applicationId));
    expect(res.statusCode).toBe(200);
    expect(await versionsOf(w.applicationId)).toEqual([1]);
  });

  it('accepts one of the caller’s own uploaded file URLs, refuses another creator’s', async () => {
    const [mine] = await t.db
      .insert(files)
      .values({
        key: 'ab/0123456789abcdef0123456789ab',
        originalName: 'a.png',
        contentType: 'image/png',
        size: 10,
        visibility: 'private',
        influencerId: me.id,
      })
      .returning();
    const [theirs] = await t.db
      .insert(files)
      .values({
        key: 'ab/1123456789abcdef0123456789ab',
        originalName: 'b.png',
        contentType: 'image/png',
        size: 10,
        visibility: 'private',
        influencerId: other.id,
      })
      .returning();
    const refused = await work('accepted');
    const res = await submit(me.token, workBody(refused, `/files/${theirs?.id}`));
    expect(res.statusCode).toBe(404);
    expect((await statusOf(refused.applicationId))?.status).toBe('accepted');

    const ok = await work('accepted');
    const good = await submit(me.token, workBody(ok, `/files/${mine?.id}?expires=1&signature=x`));
    expect(good.statusCode).toBe(200);
  });

  it('takes data URLs larger than the 1 MB JSON default', async () => {
    const w = await work('accepted');
    const video = `data:video/mp4;base64,${mp4Bytes(2 * 1024 * 1024).toString('base64')}`;
    const res = await submit(me.token, workBody(w, video));
    expect(res.statusCode).toBe(200);
  });

  it('refuses an own uploaded file of a type work cannot be (415)', async () => {
    const [pdf] = await t.db
      .insert(files)
      .values({
        key: 'ab/2123456789abcdef0123456789ab',
        originalName: 'brief.pdf',
        contentType: 'application/pdf',
        size: 10,
        visibility: 'private',
        influencerId: me.id,
      })
      .returning();
    const w = await work('accepted');
    const res = await submit(me.token, workBody(w, `/files/${pdf?.id}`));
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toHaveProperty(['task_details.0.deliverables.0.files.0.fileUrl']);
  });

  it('refuses a URL that is not one of our files (400)', async () => {
    const w = await work('accepted');
    const res = await submit(me.token, workBody(w, 'https://evil.example/x.png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file could not be found. Please upload it again.');
  });

  it('refuses a data URL whose bytes do not match its declared type (415), storing nothing', async () => {
    const w = await work('accepted');
    const before = (await t.db.select().from(files)).length;
    const lying = `data:video/mp4;base64,${PNG_DATA_URL.split(',')[1]}`;
    const res = await submit(me.token, workBody(w, lying));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await t.db.select().from(files)).length).toBe(before);
    expect((await statusOf(w.applicationId))?.status).toBe('accepted');
  });

  it('needs at least one file; deliverables without a type are skipped', async () => {
    const w = await work('accepted');
    const res = await submit(me.token, {
      taskId: w.campaignId,
      task_details: [
        {
          platformId: w.platformIds[0],
          deliverables: [{ deliverableType: '', files: [{ fileUrl: PNG_DATA_URL }] }],
        },
        { platformId: w.platformIds[1], deliverables: [{ deliverableType: w.deliverableIds[0], files: [] }] },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload at least one file before submitting.');
  });

  it('refuses a platform or deliverable that is not the campaign’s (400)', async () => {
    const w = await work('accepted');
    const elsewhere = await work('accepted');
    const badPlatform = workBody(w);
    badPlatform.task_details[0]!.platformId = crypto.randomUUID();
    const r1 = await submit(me.token, badPlatform);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().message).toBe(
      'This platform is not part of the campaign. Please choose one of its platforms.',
    );
    const badDeliverable = workBody(w);
    badDeliverable.task_details[0]!.deliverables[0]!.deliverableType = elsewhere.deliverableIds[0];
    const r2 = await submit(me.token, badDeliverable);
    expect(r2.statusCode).toBe(400);
    expect(r2.json().message).toBe(
      'This deliverable is not part of the campaign. Please choose one of its deliverables.',
    );
  });

  it.each([
    'pending',
    'declined',
    'expired',
    'pending review',
    'approved',
    'final submission',
    'final posted',
  ] as const)('answers 422 from %s', async (status) => {
    const w = await work(status);
    const res = await submit(me.token, workBody(w));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'TRANSITION_NOT_ALLOWED' });
    expect((await statusOf(w.applicationId))?.status).toBe(status);
  });

  it("answers 404 for another creator's work, changing nothing", async () => {
    const w = await work('accepted', other);
    const res = await submit(me.token, workBody(w));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Work not found');
    expect((await statusOf(w.applicationId))?.status).toBe('accepted');
  });

  it('creates exactly one version for two simultaneous submits', async () => {
    const w = await work('accepted');
    const filesBefore = (await t.db.select().from(files).where(eq(files.influencerId, me.id))).length;
    const results = await Promise.all([submit(me.token, workBody(w)), submit(me.token, workBody(w))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await versionsOf(w.applicationId)).toEqual([1]);
    // The refused request's stored file is removed again: only the kept version's file remains.
    const filesAfter = (await t.db.select().from(files).where(eq(files.influencerId, me.id))).length;
    expect(filesAfter - filesBefore).toBe(1);
    const history = await t.db
      .select()
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, w.applicationId));
    expect(history.filter((h) => h.toStatus === 'pending review')).toHaveLength(1);
  });

  it('resubmission after rework creates version 2 and keeps version 1', async () => {
    const w = await work('rework');
    const res = await submit(me.token, workBody(w));
    expect(res.json().data).toEqual({ version: 2 });
    expect(await versionsOf(w.applicationId)).toEqual([1, 2]);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/apply?taskId=${w.campaignId}`,
      headers: authHeader(me.token),
    });
    const item = list.json().data[0];
    expect(item.status).toBe('pending review');
    expect(item.previous_versions.map((v: { version: number }) => v.version)).toEqual([1]);
    expect(item.task_details[0].deliverables[0].notes).toBe('Cut 1');
    expect(item.task_details[0].deliverables[0].files[0].fileUrl).toMatch(
      /^\/files\/[0-9a-f-]{36}\?expires=\d+&signature=/,
    );
  });

  it('validates the body shape with a 400', async () => {
    const res = await submit(me.token, { task_details: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Task ID is required');
  });
});
