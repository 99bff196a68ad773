import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewComments } from '../src/db/schema/messages.ts';
import { submissionFiles, submissionItems, submissions } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { mp4Bytes, pngBytes, storeCreatorFile } from './factories/files.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let brandA: string;
let member: string;
let outsider: string;

beforeAll(async () => {
  t = await createTestContext();
  brandA = (await createBrand(t.db)).id;
  const brandB = (await createBrand(t.db)).id;
  member = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandA] })).id,
  });
  outsider = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brandB] })).id,
  });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

/** Work in pending review with one image (the factory's) and one video added to the same version. */
async function reviewed() {
  const c = await createInfluencer(t.db);
  const token = await tokenFor(t.db, { influencerId: c.id });
  const campaign = await createCampaign(t.db, { brandId: brandA });
  const app = await createApplication(t.db, {
    influencerId: c.id,
    campaignId: campaign.id,
    status: 'pending review',
  });
  const video = await storeCreatorFile(t.app, c.id, {
    bytes: mp4Bytes(4096),
    filename: 'reel.mp4',
    visibility: 'private',
  });
  await t.db
    .insert(submissionFiles)
    .values({ submissionItemId: app.work!.itemId, fileId: video.id, sortOrder: 1 });
  return { id: app.id, token, image: app.work!.fileId, video: video.id };
}

describe('review comments pinned to the work', () => {
  it('pins to a spot of an image and a moment of a video; the creator sees them and marks them addressed', async () => {
    const w = await reviewed();
    const url = `/v1/admin/applications/${w.id}/comments`;
    const spot = await call('POST', url, member, {
      fileId: w.image,
      x: 0.25,
      y: 0.75,
      text: 'Logo is cut off here',
    });
    expect(spot.statusCode).toBe(201);
    expect(spot.json().data).toMatchObject({ fileId: w.image, x: 0.25, y: 0.75, atSeconds: null });
    const moment = await call('POST', url, member, {
      fileId: w.video,
      atSeconds: 3,
      durationSeconds: 12.5,
      text: 'Music too loud',
    });
    expect(moment.statusCode).toBe(201);
    expect(moment.json().data).toMatchObject({ atSeconds: 3, x: null, y: null });

    const mine = (await call('GET', `/v1/influencer/apply/${w.id}/comments`, w.token)).json().data;
    expect(mine.map((c: { text: string }) => c.text)).toEqual(['Logo is cut off here', 'Music too loud']);
    const done = await call('POST', `/v1/influencer/apply/${w.id}/comments/${mine[1]._id}/address`, w.token, {
      reply: 'Lowered the music',
    });
    expect(done.json().data).toMatchObject({ reply: 'Lowered the music', addressedAt: expect.any(String) });
    const staffView = (await call('GET', url, member)).json().data;
    expect(staffView[1]).toMatchObject({ reply: 'Lowered the music' });
    expect(staffView[0].addressedAt).toBeNull();
  });

  it('validates the spot, the moment and the file, naming the field; nothing is stored', async () => {
    const w = await reviewed();
    const other = await reviewed();
    const url = `/v1/admin/applications/${w.id}/comments`;
    const cases: [object, string][] = [
      [{ fileId: w.image, text: 'no spot' }, 'x'],
      [{ fileId: w.image, x: 1.2, y: 0.5, text: 'off the image' }, 'x'],
      [{ fileId: w.image, x: 0.2, y: 0.5, atSeconds: 2, text: 'both' }, 'x'],
      [{ fileId: w.video, text: 'no moment' }, 'atSeconds'],
      [{ fileId: w.video, atSeconds: 20, durationSeconds: 12, text: 'after the end' }, 'atSeconds'],
      [{ fileId: w.video, atSeconds: -1, text: 'before the start' }, 'atSeconds'],
      [{ fileId: other.image, x: 0.1, y: 0.1, text: 'another creator’s file' }, 'fileId'],
      [{ fileId: w.image, x: 0.1, y: 0.1, text: '   ' }, 'text'],
    ];
    for (const [body, field] of cases) {
      const res = await call('POST', url, member, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await t.db.select().from(reviewComments)).filter((c) => c.applicationId === w.id)).toEqual([]);
  });

  it('is out of reach of another brand’s staff, another creator and anyone signed out', async () => {
    const w = await reviewed();
    const other = await reviewed();
    const url = `/v1/admin/applications/${w.id}/comments`;
    expect(
      (await call('POST', url, outsider, { fileId: w.image, x: 0.1, y: 0.1, text: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('GET', url, outsider)).statusCode).toBe(404);
    expect((await call('GET', `/v1/influencer/apply/${w.id}/comments`, other.token)).statusCode).toBe(404);
    expect((await call('GET', `/v1/influencer/apply/${w.id}/comments`, null)).statusCode).toBe(401);
    expect((await t.db.select().from(reviewComments)).filter((c) => c.applicationId === w.id)).toEqual([]);
  });

  it('belong to the version they were pinned on: a later version, even one sending the same file, starts clean', async () => {
    const w = await reviewed();
    const url = `/v1/admin/applications/${w.id}/comments`;
    const onV1 = await call('POST', url, member, { fileId: w.image, x: 0.5, y: 0.5, text: 'Version 1 note' });
    expect(onV1.json().data).toMatchObject({ version: 1 });

    // Version 2, a minute later: a new image beside the first one, sent again unchanged.
    t.clock.advance(60_000);
    const [item] = await t.db
      .select()
      .from(submissionItems)
      .where(eq(submissionItems.id, (await itemOf(w.id)).id));
    const fresh = await storeCreatorFile(t.app, (await ownerOf(w.id)) ?? '', {
      bytes: pngBytes(),
      filename: 'v2.png',
      visibility: 'private',
    });
    const [v2] = await t.db
      .insert(submissions)
      .values({ applicationId: w.id, kind: 'work', version: 2, createdAt: t.clock.now() })
      .returning();
    const [v2item] = await t.db
      .insert(submissionItems)
      .values({ submissionId: v2!.id, platformId: item!.platformId, deliverableId: item!.deliverableId })
      .returning();
    await t.db.insert(submissionFiles).values([
      { submissionItemId: v2item!.id, fileId: fresh.id, sortOrder: 0 },
      { submissionItemId: v2item!.id, fileId: w.image, sortOrder: 1 },
    ]);
    t.clock.advance(60_000);
    const onNew = await call('POST', url, member, {
      fileId: fresh.id,
      x: 0.2,
      y: 0.2,
      text: 'New file note',
    });
    const onSame = await call('POST', url, member, {
      fileId: w.image,
      x: 0.3,
      y: 0.3,
      text: 'Same file, v2',
    });
    expect(onNew.json().data).toMatchObject({ version: 2 });
    expect(onSame.json().data).toMatchObject({ version: 2 });

    for (const [path, token] of [
      [url, member],
      [`/v1/influencer/apply/${w.id}/comments`, w.token],
    ] as const) {
      const list = (await call('GET', path, token)).json().data as { text: string; version: number }[];
      expect(list.map((c) => [c.text, c.version])).toEqual([
        ['Version 1 note', 1],
        ['New file note', 2],
        ['Same file, v2', 2],
      ]);
    }
  });
});

async function itemOf(applicationId: string) {
  const [row] = await t.db
    .select({ id: submissionItems.id })
    .from(submissionItems)
    .innerJoin(submissions, eq(submissions.id, submissionItems.submissionId))
    .where(eq(submissions.applicationId, applicationId));
  return row!;
}
async function ownerOf(applicationId: string) {
  const { rows } = await t.database.pool.query<{ influencer_id: string }>(
    'select influencer_id from applications where id = $1',
    [applicationId],
  );
  return rows[0]?.influencer_id;
}
