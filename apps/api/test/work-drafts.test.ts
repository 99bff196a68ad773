import { WORK_MESSAGES } from '@ih/contract/work';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workDrafts } from '../src/db/schema/pipeline.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { pngBytes, storeCreatorFile } from './factories/files.ts';
import { type CreatedWork, createWork, PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Issue 26 B: the upload page's unsent files and notes are kept per application on the server, so a
// reload (or another device) finds them; submitting the work clears them.

let t: TestContext;
let me: { id: string; token: string };
let other: { id: string; token: string };
let brandId: string;

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}
beforeAll(async () => {
  t = await createTestContext();
  me = await creator();
  other = await creator();
  brandId = (await createBrand(t.db)).id;
});
afterAll(() => t.close());

const url = (w: CreatedWork) => `/v1/influencer/apply/${w.applicationId}/draft`;
const get = (w: CreatedWork, who = me) =>
  t.app.inject({ method: 'GET', url: url(w), headers: authHeader(who.token) });
const put = (w: CreatedWork, payload: object, who = me) =>
  t.app.inject({ method: 'PUT', url: url(w), headers: authHeader(who.token), payload });

async function upload(who: { id: string }, name: string) {
  const f = await storeCreatorFile(t.app, who.id, {
    bytes: pngBytes(),
    filename: name,
    visibility: 'private',
  });
  return `/files/${f.id}`;
}
const draftRows = async (w: CreatedWork) =>
  t.db.select().from(workDrafts).where(eq(workDrafts.applicationId, w.applicationId));

describe('the upload draft', () => {
  it('keeps uploaded files in order and the notes, answers them back, and a retry leaves one draft', async () => {
    const w = await createWork(t.db, { influencerId: me.id, brandId, status: 'accepted' });
    const [a, b] = [await upload(me, 'slide-a.png'), await upload(me, 'slide-b.png')];
    const payload = {
      slots: [
        {
          platformId: w.platformIds[0],
          deliverableId: w.deliverableIds[1],
          files: [{ fileUrl: b }, { fileUrl: a }],
        },
      ],
      notes: { [w.deliverableIds[1]!]: 'Slide 2 has the offer' },
    };
    expect((await get(w)).json()).toMatchObject({ success: true, data: null });
    const saved = await put(w, payload);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(WORK_MESSAGES.draftSaved);
    expect((await put(w, payload)).statusCode).toBe(200);
    expect(await draftRows(w)).toHaveLength(1);

    const back = (await get(w)).json().data;
    expect(back.notes).toEqual({ [w.deliverableIds[1]!]: 'Slide 2 has the offer' });
    expect(back.slots).toHaveLength(1);
    expect(back.slots[0]).toMatchObject({ platformId: w.platformIds[0], deliverableId: w.deliverableIds[1] });
    expect(back.slots[0].files.map((f: { name: string }) => f.name)).toEqual(['slide-b.png', 'slide-a.png']);
    // The answer's signed URLs are taken back as they are: the page sends what it was given.
    const again = await put(w, {
      slots: back.slots.map((s: { files: { fileUrl: string }[] }) => ({
        ...s,
        files: s.files.map((f) => ({ fileUrl: f.fileUrl })),
      })),
      notes: back.notes,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.slots[0].files).toHaveLength(2);
  });

  it('is cleared by a successful submission', async () => {
    const w = await createWork(t.db, {
      influencerId: me.id,
      brandId,
      status: 'accepted',
      optionalDeliverables: true,
    });
    const file = await upload(me, 'reel.png');
    const slot = {
      platformId: w.platformIds[0],
      deliverableId: w.deliverableIds[0],
      files: [{ fileUrl: file }],
    };
    expect((await put(w, { slots: [slot], notes: {} })).statusCode).toBe(200);
    const sent = await t.app.inject({
      method: 'PUT',
      url: '/v1/influencer/task/submission',
      headers: authHeader(me.token),
      payload: {
        taskId: w.campaignId,
        task_details: [
          {
            platformId: slot.platformId,
            deliverables: [{ deliverableType: slot.deliverableId, files: [{ fileUrl: file }] }],
          },
        ],
      },
    });
    expect(sent.statusCode).toBe(200);
    expect((await get(w)).json().data).toBeNull();
    expect(await draftRows(w)).toHaveLength(0);
    // Sent work keeps no draft: a late save from another tab is refused with a sentence.
    const late = await put(w, { slots: [slot], notes: {} });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(WORK_MESSAGES.draftClosed);
    expect(await draftRows(w)).toHaveLength(0);
  });

  it('an empty save removes the draft', async () => {
    const w = await createWork(t.db, { influencerId: me.id, brandId, status: 'rework' });
    await put(w, { slots: [], notes: { [w.deliverableIds[0]!]: 'Trying again' } });
    expect(await draftRows(w)).toHaveLength(1);
    const cleared = await put(w, { slots: [], notes: { [w.deliverableIds[0]!]: '  ' } });
    expect(cleared.json()).toMatchObject({ data: null, message: WORK_MESSAGES.draftCleared });
    expect(await draftRows(w)).toHaveLength(0);
  });

  it('refuses bytes, another creator’s file, and slots the campaign does not have, with a sentence', async () => {
    const w = await createWork(t.db, { influencerId: me.id, brandId, status: 'accepted' });
    const slot = (files: { fileUrl: string }[], deliverableId = w.deliverableIds[0]) => ({
      slots: [{ platformId: w.platformIds[0], deliverableId, files }],
      notes: {},
    });
    const bytes = await put(w, slot([{ fileUrl: PNG_DATA_URL }]));
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json()).toMatchObject({
      message: WORK_MESSAGES.draftFileUrl,
      errors: { 'slots.0.files.0.fileUrl': WORK_MESSAGES.draftFileUrl },
    });
    const theirs = await put(w, slot([{ fileUrl: await upload(other, 'theirs.png') }]));
    expect(theirs.statusCode).toBe(404);
    const foreign = await put(w, slot([], '00000000-0000-4000-8000-000000000000'));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(WORK_MESSAGES.deliverable);
    expect(await draftRows(w)).toHaveLength(0);
  });

  it('another creator’s application answers 404 and keeps its draft', async () => {
    const w = await createWork(t.db, { influencerId: me.id, brandId, status: 'accepted' });
    await put(w, { slots: [], notes: { [w.deliverableIds[0]!]: 'Mine' } });
    expect((await get(w, other)).statusCode).toBe(404);
    expect((await put(w, { slots: [], notes: {} }, other)).statusCode).toBe(404);
    expect((await get(w)).json().data.notes).toEqual({ [w.deliverableIds[0]!]: 'Mine' });
  });
});
