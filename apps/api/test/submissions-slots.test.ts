import { WORK_MESSAGES } from '@ih/contract/work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { platforms } from '../src/db/schema/reference.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { pngBytes, storeCreatorFile } from './factories/files.ts';
import { type CreatedWork, createWork, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 26 A and D: every slot the brand requires must hold a file, and a slot whose format asks
// for slides ('jpg / png (5-8 slides)') must hold that many — the API refuses anything else with a
// sentence naming the slots, before storing a byte.

let t: TestContext;
let me: { id: string; token: string };
let brandId: string;

beforeAll(async () => {
  t = await createTestContext();
  const c = await createInfluencer(t.db);
  me = { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

const submit = (payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/v1/influencer/task/submission',
    headers: authHeader(me.token),
    payload,
  });

type Slot = { platformId: string; deliverableType: string; urls: string[] };
const body = (w: CreatedWork, slots: Slot[]) => ({
  taskId: w.campaignId,
  task_details: slots.map((s) => ({
    platformId: s.platformId,
    deliverables: [{ deliverableType: s.deliverableType, files: s.urls.map((fileUrl) => ({ fileUrl })) }],
  })),
});

async function platformName(id: string) {
  const [row] = await t.db.select({ name: platforms.name }).from(platforms).where(eq(platforms.id, id));
  return row?.name ?? '';
}
const myFileCount = async () =>
  (await t.db.select({ id: files.id }).from(files).where(eq(files.influencerId, me.id))).length;

async function ownUrls(n: number) {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const f = await storeCreatorFile(t.app, me.id, {
      bytes: pngBytes(),
      filename: `slide-${i + 1}.png`,
      visibility: 'private',
    });
    out.push(`/files/${f.id}`);
  }
  return out;
}

describe('required slots', () => {
  it('refuses work that leaves a required slot empty, naming every empty one, storing nothing', async () => {
    const w = await createWork(t.db, { influencerId: me.id, brandId, status: 'accepted' });
    const [p0 = '', p1 = ''] = w.platformIds;
    const [reel = '', post = ''] = w.deliverableIds;
    const before = await myFileCount();
    const res = await submit(body(w, [{ platformId: p0, deliverableType: reel, urls: [PNG_DATA_URL] }]));
    expect(res.statusCode).toBe(400);
    const [n0, n1] = [await platformName(p0), await platformName(p1)];
    // Deliverables in the campaign's order, each on its platforms in order.
    const message = `Add a file for ${n1} Reel, ${n0} Post and ${n1} Post.`;
    expect(res.json()).toMatchObject({ success: false, message, code: 'VALIDATION_FAILED' });
    expect(Object.values(res.json().errors)).toEqual([message, message, message]);
    expect(await myFileCount()).toBe(before);

    const all = [p0, p1].flatMap((platformId) =>
      [reel, post].map((deliverableType) => ({ platformId, deliverableType, urls: [PNG_DATA_URL] })),
    );
    expect((await submit(body(w, all))).statusCode).toBe(200);
  });

  it('lets a slot the brand marked optional stay empty', async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: 'accepted',
      optionalDeliverables: true,
    });
    const res = await submit(
      body(w, [
        { platformId: w.platformIds[0]!, deliverableType: w.deliverableIds[0]!, urls: [PNG_DATA_URL] },
      ]),
    );
    expect(res.statusCode).toBe(200);
  });

  it('still asks for at least one file when every slot is optional and none was sent', async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: 'accepted',
      optionalDeliverables: true,
    });
    const res = await submit(body(w, []));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(WORK_MESSAGES.noFiles);
  });
});

describe('carousel slides', () => {
  const carousel = () =>
    createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: 'accepted',
      platformNames: ['Instagram'],
      deliverables: ['Carousel'],
      formats: ['jpg / png (5-8 slides)'],
    });

  it('refuses fewer or more slides than the format asks for, with a sentence naming the slot', async () => {
    const w = await carousel();
    const slot = { platformId: w.platformIds[0]!, deliverableType: w.deliverableIds[0]! };
    const message = 'Add 5 to 8 slides for the Instagram Carousel.';
    for (const n of [1, 4, 9]) {
      const res = await submit(body(w, [{ ...slot, urls: Array(n).fill(PNG_DATA_URL) }]));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message,
        errors: { 'task_details.0.deliverables.0.files': message },
      });
    }
  });

  it('takes 5 to 8 slides as one deliverable, keeping their order everywhere they are read', async () => {
    const w = await carousel();
    const urls = await ownUrls(6);
    const reversed = [...urls].reverse();
    const res = await submit(
      body(w, [{ platformId: w.platformIds[0]!, deliverableType: w.deliverableIds[0]!, urls: reversed }]),
    );
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/influencer/apply?taskId=${w.campaignId}`,
      headers: authHeader(me.token),
    });
    const sent = list.json().data[0].task_details[0].deliverables[0].files as { name: string }[];
    expect(sent.map((f) => f.name)).toEqual([6, 5, 4, 3, 2, 1].map((i) => `slide-${i}.png`));
  });
});
