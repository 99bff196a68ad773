import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers, sessions } from '../src/db/schema/accounts.ts';
import { messages } from '../src/db/schema/messages.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { pngBytes, storeCreatorFile } from './factories/files.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

let t: TestContext;
let brandA: string;
let member: { id: string; token: string; email: string };
let outsider: { id: string; token: string };
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext();
  brandA = (await createBrand(t.db)).id;
  const brandB = (await createBrand(t.db)).id;
  const m = await createStaff(t.db, { role: 'brand', brandIds: [brandA] });
  member = { id: m.id, email: m.email, token: await tokenFor(t.db, { staffId: m.id }) };
  const o = await createStaff(t.db, { role: 'brand', brandIds: [brandB] });
  outsider = { id: o.id, token: await tokenFor(t.db, { staffId: o.id }) };
  const a = await createStaff(t.db, { role: 'admin' });
  admin = { id: a.id, token: await tokenFor(t.db, { staffId: a.id }) };
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

async function thread(status: 'pending' | 'accepted' = 'pending') {
  const c = await createInfluencer(t.db);
  const [row] = await t.db
    .select({ email: influencers.email })
    .from(influencers)
    .where(eq(influencers.id, c.id));
  const me = { id: c.id, email: row!.email, token: await tokenFor(t.db, { influencerId: c.id }) };
  const campaign = await createCampaign(t.db, { brandId: brandA });
  const app = await createApplication(t.db, { influencerId: me.id, campaignId: campaign.id, status });
  return {
    me,
    id: app.id,
    campaignId: campaign.id,
    creatorUrl: `/v1/influencer/apply/${app.id}/messages`,
    staffUrl: `/v1/admin/applications/${app.id}/messages`,
  };
}

describe('an application thread', () => {
  it('carries messages both ways, marks them read when the other side reads, and lists in the inbox', async () => {
    const th = await thread();
    const sent = await call('POST', th.creatorUrl, th.me.token, {
      body: '  Can I post on Friday instead? https://example.in/plan ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      author: { role: 'creator' },
      body: 'Can I post on Friday instead? https://example.in/plan',
      readAt: null,
    });

    const inbox = (await call('GET', '/v1/admin/inbox?unread=true', member.token)).json();
    expect(inbox.data.find((x: { applicationId: string }) => x.applicationId === th.id)).toMatchObject({
      unread: 1,
      lastMessage: { authorRole: 'creator' },
    });

    const filtered = async (q: string) =>
      (
        (await call('GET', `/v1/admin/inbox?${q}`, member.token)).json().data as { applicationId: string }[]
      ).some((x) => x.applicationId === th.id);
    expect(await filtered(`brandId=${brandA}`)).toBe(true);
    expect(await filtered(`campaignId=${th.campaignId}`)).toBe(true);
    expect(await filtered(`campaignId=${crypto.randomUUID()}`)).toBe(false);
    const staffView = (await call('GET', th.staffUrl, member.token)).json().data;
    expect(staffView.writable).toBe(true);
    expect(staffView.messages).toHaveLength(1);
    const reply = await call('POST', th.staffUrl, member.token, { body: 'Friday works.' });
    expect(reply.statusCode).toBe(201);
    const workRow = async () =>
      (await call('GET', `/v1/influencer/apply?taskId=${th.id}`, th.me.token)).json().data[0];
    expect((await workRow()).unreadMessages).toBe(1);
    const stats = async () =>
      (await call('GET', '/v1/influencer/apply/stats', th.me.token)).json().data.unreadMessages;
    expect(await stats()).toBe(1);

    const creatorView = (await call('GET', th.creatorUrl, th.me.token)).json().data.messages;
    expect(
      creatorView.map((m: { body: string; author: { role: string } }) => `${m.author.role}:${m.body}`),
    ).toEqual(['creator:Can I post on Friday instead? https://example.in/plan', 'staff:Friday works.']);
    // The staff member's reading marked the creator's message read, and the creator's reading the reply.
    expect(creatorView[0].readAt).not.toBeNull();
    expect((await workRow()).unreadMessages).toBe(0);
    expect(await stats()).toBe(0);
    const after = (await call('GET', '/v1/admin/inbox?unread=true', member.token)).json().data;
    expect(after.find((x: { applicationId: string }) => x.applicationId === th.id)).toBeUndefined();
  });

  it('is out of reach of another creator, another brand’s staff and anyone signed out; nothing is written', async () => {
    const th = await thread();
    const other = await thread();
    for (const [url, token, expected] of [
      [th.creatorUrl, other.me.token, 404],
      [th.staffUrl, outsider.token, 404],
      [th.creatorUrl, null, 401],
      [th.staffUrl, null, 401],
    ] as const) {
      expect((await call('GET', url, token)).statusCode).toBe(expected);
      expect((await call('POST', url, token, { body: 'hi' })).statusCode).toBe(expected);
    }
    expect(await t.db.select().from(messages).where(eq(messages.applicationId, th.id))).toEqual([]);
    const inbox = (await call('GET', '/v1/admin/inbox', outsider.token)).json().data;
    expect(inbox.find((x: { applicationId: string }) => x.applicationId === th.id)).toBeUndefined();
  });

  it('validates the body and the attachments, naming the field', async () => {
    const th = await thread();
    const empty = await call('POST', th.creatorUrl, th.me.token, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toHaveProperty('body');
    const long = await call('POST', th.creatorUrl, th.me.token, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    const theirs = await storeCreatorFile(t.app, (await thread()).me.id, {
      bytes: pngBytes(),
      filename: 'a.png',
      visibility: 'private',
    });
    const stolen = await call('POST', th.creatorUrl, th.me.token, { body: 'see', attachments: [theirs.id] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().errors).toHaveProperty('attachments');
    const mine = await storeCreatorFile(t.app, th.me.id, {
      bytes: pngBytes(),
      filename: 'mood.png',
      visibility: 'private',
    });
    const ok = await call('POST', th.creatorUrl, th.me.token, { body: 'see', attachments: [mine.id] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.attachments).toEqual([
      expect.objectContaining({
        _id: mine.id,
        name: 'mood.png',
        fileUrl: expect.stringMatching(/^\/files\//),
      }),
    ]);
  });

  it('posts once for a repeated clientId (a double click)', async () => {
    const th = await thread();
    const body = { body: 'Once', clientId: 'c-123' };
    const [a, b] = await Promise.all([
      call('POST', th.creatorUrl, th.me.token, body),
      call('POST', th.creatorUrl, th.me.token, body),
    ]);
    expect(a.json().data._id).toBe(b.json().data._id);
    expect(await t.db.select().from(messages).where(eq(messages.applicationId, th.id))).toHaveLength(1);
  });

  it('stays readable after a decline, and writable for 30 days only', async () => {
    const th = await thread();
    await call('POST', th.staffUrl, admin.token, { body: 'Thanks for applying.' });
    const declined = await call('POST', `/v1/admin/applications/${th.id}/transition`, admin.token, {
      to: 'declined',
      reasonCode: 'campaign-full',
    });
    expect(declined.statusCode).toBe(200);
    t.clock.advance(29 * 86_400_000);
    expect((await call('POST', th.creatorUrl, th.me.token, { body: 'Next time?' })).statusCode).toBe(201);
    t.clock.advance(2 * 86_400_000);
    // Sessions end after 30 days too: sign in again on the moved clock.
    const [session] = await t.db
      .insert(sessions)
      .values({
        tokenHash: hashToken('later-token-for-messages'),
        subjectKind: 'influencer',
        influencerId: th.me.id,
        expiresAt: new Date(t.clock.now().getTime() + 86_400_000),
      })
      .returning();
    expect(session).toBeDefined();
    th.me.token = 'later-token-for-messages';
    const closed = await call('POST', th.creatorUrl, th.me.token, { body: 'Hello?' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toMatch(/closed 30 days after/);
    const read = (await call('GET', th.creatorUrl, th.me.token)).json().data;
    expect(read).toMatchObject({ writable: false });
    expect(read.messages).toHaveLength(2);
    t.clock.set(new Date());
  });
});

describe('telling the other side', () => {
  /** E-mails to a person about one thread (its page's link is in each). */
  const mailsTo = (email: string, marker: string) =>
    t.mails.filter((m) => m.to === email && m.text.includes(marker));

  it('shows a message in the app at once, e-mails it only if unread after 10 minutes, once an hour', async () => {
    const th = await thread();
    await call('POST', th.creatorUrl, th.me.token, { body: 'First' });
    await runQueue(t, EVENT_CONSUMERS);
    const notes = (await call('GET', '/v1/admin/notifications', member.token)).json().data;
    expect(notes[0]).toMatchObject({ type: 'message.new', link: `/admin/applications/${th.id}` });
    expect(notes[0].body).toContain('First');
    const before = mailsTo(member.email, th.id).length;
    expect(before).toBe(0);

    t.clock.advance(11 * 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(mailsTo(member.email, th.id)).toHaveLength(1);
    expect(mailsTo(member.email, th.id)[0]!.subject).toMatch(/^New message: /);

    // Another unread message within the hour: in the app, no second e-mail.
    await call('POST', th.creatorUrl, th.me.token, { body: 'Second' });
    await runQueue(t, EVENT_CONSUMERS);
    t.clock.advance(11 * 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(mailsTo(member.email, th.id)).toHaveLength(1);
  });

  it('sends no e-mail when the thread was read in time', async () => {
    const th = await thread();
    await call('POST', th.staffUrl, member.token, { body: 'Quick question' });
    await runQueue(t, EVENT_CONSUMERS);
    expect((await call('GET', '/v1/influencer/notifications', th.me.token)).json().data[0]).toMatchObject({
      type: 'message.new',
    });
    await call('GET', th.creatorUrl, th.me.token);
    t.clock.advance(11 * 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(mailsTo(th.me.email, th.campaignId)).toHaveLength(0);
    // The same, unread: it is e-mailed (so the check above could fail).
    await call('POST', th.staffUrl, member.token, { body: 'Another question' });
    await runQueue(t, EVENT_CONSUMERS);
    t.clock.advance(11 * 60_000);
    await runQueue(t, EVENT_CONSUMERS);
    expect(mailsTo(th.me.email, th.campaignId)).toHaveLength(1);
  });
});
