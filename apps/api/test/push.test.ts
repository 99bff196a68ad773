import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications.ts';
import { pushSubscriptions } from '../src/db/schema/push.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { deliver } from '../src/modules/notifications/deliver.ts';
import { subscribe } from '../src/modules/notifications/push/service.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { type PushStandin, startPushStandin } from './support/push-standin.ts';
import { makeRetriesDue, runQueue } from './support/queue.ts';

/** Web Push (design §19, issue 31) through a local push service that checks VAPID and decrypts. */
let t: TestContext;
let standin: PushStandin;
let brandId: string;
let admin: { id: string; token: string };

beforeAll(async () => {
  t = await createTestContext();
  standin = await startPushStandin({ publicKey: t.config.push!.publicKey, subject: t.config.push!.subject });
  brandId = (await createBrand(t.db)).id;
  const a = await createStaff(t.db, { role: 'admin' });
  admin = { id: a.id, token: await tokenFor(t.db, { staffId: a.id }) };
});
afterAll(async () => {
  await standin?.close();
  await t?.close();
});
beforeEach(() => {
  // A test that means to see refusals reads them itself; none should be left over.
  expect(standin.refused).toEqual([]);
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? authHeader(token) : {}, ...(payload ? { payload } : {}) });

async function creator() {
  const c = await createInfluencer(t.db);
  return { id: c.id, token: await tokenFor(t.db, { influencerId: c.id }) };
}

const rowsOf = (endpoint: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

const receivedAt = (endpoint: string) => standin.received.filter((r) => r.endpoint === endpoint);

/** A notification for one person, as the consumers make them, in its own transaction. */
async function notify(
  to: { kind: 'influencer' | 'staff'; id: string },
  type: Parameters<typeof deliver>[2][number]['draft']['type'],
  title = `Title ${crypto.randomUUID()}`,
) {
  const added = await t.db.transaction((tx) =>
    deliver(
      tx,
      t.clock.now(),
      [
        {
          draft: { type, title, body: 'Body of the notification', link: '/work' },
          recipients: [{ ...to, email: 'x@example.com', name: 'X', mobile: null, language: 'en' }],
        },
      ],
      `test:${crypto.randomUUID()}`,
      null,
    ),
  );
  return added[0]!;
}

/**
 * The queue's row of a notification's push job, null once done. The queue records a try's outcome
 * just after the job returns, so tests poll this rather than read it once.
 */
async function failedJob(notificationId: string) {
  const { rows } = await t.database.pool.query<{
    attempts: number;
    last_error: string | null;
    settled: boolean;
  }>(
    `select attempts, last_error, locked_at is null as settled from graphile_worker._private_jobs where key like $1`,
    [`notification-push:${notificationId}%`],
  );
  return rows[0] ?? null;
}

describe('the public key', () => {
  it('answers the VAPID public key to anyone, in the envelope', async () => {
    const res = await call('GET', '/v1/push/public-key');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { publicKey: t.config.push!.publicKey },
      message: 'Push public key fetched successfully',
    });
    expect(res.json().data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('subscribing a device', () => {
  it('is idempotent: the same endpoint twice is one row', async () => {
    const c = await creator();
    const sub = standin.subscribe();
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/v1/influencer/push-subscriptions', c.token, sub);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.endpoint).toBe(sub.endpoint);
      expect(res.json().message).toBe('Notifications are on for this device.');
    }
    const rows = await rowsOf(sub.endpoint);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      recipientKind: 'influencer',
      recipientId: c.id,
      p256dh: sub.keys.p256dh,
    });
  });

  it('moves an endpoint registered by another person to the one who sends it now', async () => {
    const [first, second] = [await creator(), await creator()];
    const sub = standin.subscribe();
    await call('POST', '/v1/influencer/push-subscriptions', first.token, sub);
    const res = await call('POST', '/v1/influencer/push-subscriptions', second.token, sub);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await rowsOf(sub.endpoint);
    expect(rows.map((r) => r.recipientId)).toEqual([second.id]);
    // Staff signing in on the same browser take it over the same way.
    await call('POST', '/v1/admin/push-subscriptions', admin.token, sub);
    expect((await rowsOf(sub.endpoint)).map((r) => [r.recipientKind, r.recipientId])).toEqual([
      ['staff', admin.id],
    ]);
  });

  it('refuses what is not a browser subscription, saying what to fix', async () => {
    const c = await creator();
    const good = standin.subscribe();
    const cases: [object, RegExp][] = [
      [{ ...good, endpoint: 'ftp://push.example.com/x' }, /endpoint must be the https:\/\/ address/],
      [{ ...good, endpoint: 'http://push.example.com/x' }, /endpoint must be the https:\/\/ address/],
      [{ ...good, endpoint: 'not a url' }, /endpoint must be the https:\/\/ address/],
      [{ endpoint: good.endpoint }, /keys must hold p256dh and auth/],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } }, /keys.p256dh must be/],
      [{ ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }, /keys.p256dh must be/],
      [{ ...good, keys: { ...good.keys, auth: `${good.keys.auth}==` } }, /keys.auth must be/],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, /keys.auth must be/],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/v1/influencer/push-subscriptions', c.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, res.body).toMatch(message);
    }
    expect(await rowsOf(good.endpoint)).toEqual([]);
  });

  it('accepts only https endpoints in production (a local http push service is for tests)', async () => {
    const c = await creator();
    const deps = { ...t.app.deps, config: { ...t.config, env: 'production' as const } };
    await expect(
      subscribe(deps, { kind: 'influencer', id: c.id }, standin.subscribe(), 'UA'),
    ).rejects.toThrow(/must use https/);
    const https = {
      endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
      keys: standin.subscribe().keys,
    };
    await expect(subscribe(deps, { kind: 'influencer', id: c.id }, https, 'UA')).resolves.toMatchObject({
      endpoint: https.endpoint,
    });
  });

  it('needs a signed-in person of the right side', async () => {
    const sub = standin.subscribe();
    expect((await call('POST', '/v1/influencer/push-subscriptions', undefined, sub)).statusCode).toBe(401);
    expect(
      (await call('POST', '/v1/admin/push-subscriptions', (await creator()).token, sub)).statusCode,
    ).toBe(403);
    expect(await rowsOf(sub.endpoint)).toEqual([]);
  });
});

describe('unsubscribing a device', () => {
  it("removes only the caller's own, and a repeat removes nothing", async () => {
    const [owner, other] = [await creator(), await creator()];
    const sub = standin.subscribe();
    await call('POST', '/v1/influencer/push-subscriptions', owner.token, sub);
    const theirs = await call('DELETE', '/v1/influencer/push-subscriptions', other.token, {
      endpoint: sub.endpoint,
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data).toEqual({ endpoint: sub.endpoint, removed: false });
    const byStaff = await call('DELETE', '/v1/admin/push-subscriptions', admin.token, {
      endpoint: sub.endpoint,
    });
    expect(byStaff.json().data.removed).toBe(false);
    expect(await rowsOf(sub.endpoint)).toHaveLength(1);
    const mine = await call('DELETE', '/v1/influencer/push-subscriptions', owner.token, {
      endpoint: sub.endpoint,
    });
    expect(mine.json()).toMatchObject({
      data: { endpoint: sub.endpoint, removed: true },
      message: 'Notifications are off for this device.',
    });
    expect(await rowsOf(sub.endpoint)).toEqual([]);
    const again = await call('DELETE', '/v1/influencer/push-subscriptions', owner.token, {
      endpoint: sub.endpoint,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.removed).toBe(false);
  });
});

describe('preferences', () => {
  it('carry push per category, on by default, and clients sending only email keep working', async () => {
    const c = await creator();
    const read = await call('GET', '/v1/influencer/notification-preferences', c.token);
    expect(read.json().data.every((p: { push: boolean }) => p.push === true)).toBe(true);
    const onlyEmail = await call('PUT', '/v1/influencer/notification-preferences', c.token, {
      preferences: [{ category: 'digest', email: true }],
    });
    expect(onlyEmail.statusCode, onlyEmail.body).toBe(200);
    expect(onlyEmail.json().data.find((p: { category: string }) => p.category === 'digest')).toMatchObject({
      email: true,
      push: true,
    });
    const pushOff = await call('PUT', '/v1/influencer/notification-preferences', c.token, {
      preferences: [{ category: 'digest', push: false }],
    });
    expect(pushOff.json().data.find((p: { category: string }) => p.category === 'digest')).toMatchObject({
      email: true,
      push: false,
    });
    const bad = await call('PUT', '/v1/influencer/notification-preferences', c.token, {
      preferences: [{ category: 'work', push: 'yes' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/push must be true or false/);
  });
});

describe('delivery', () => {
  it("a creator's notification reaches their device, VAPID-signed and decrypted: title, body, url, tag", async () => {
    const c = await creator();
    const [phone, laptop] = [standin.subscribe(), standin.subscribe()];
    await call('POST', '/v1/influencer/push-subscriptions', c.token, phone);
    await call('POST', '/v1/influencer/push-subscriptions', c.token, laptop);
    // Staff accept the creator's application: the event's notification goes out as it does in the app.
    const campaign = await createCampaign(t.db, { brandId });
    const application = await createApplication(t.db, {
      influencerId: c.id,
      campaignId: campaign.id,
      status: 'pending',
    });
    const moved = await call('POST', `/v1/admin/applications/${application.id}/transition`, admin.token, {
      to: 'accepted',
      final_amount: 9000,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await runQueue(t, EVENT_CONSUMERS);
    const [n] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, c.id), eq(notifications.type, 'application.accepted')));
    expect(n).toBeDefined();
    for (const endpoint of [phone.endpoint, laptop.endpoint]) {
      const got = receivedAt(endpoint);
      expect(got).toHaveLength(1);
      expect(got[0]!.json).toEqual({ title: n!.title, body: n!.body, url: n!.link, tag: n!.id });
      expect(Object.keys(got[0]!.json as object)).toEqual(['title', 'body', 'url', 'tag']);
      expect(got[0]!.claims.sub).toBe(t.config.push!.subject);
      expect(got[0]!.ttl).toBeGreaterThan(0);
    }
    expect(n!.link.startsWith('/')).toBe(true);
    const rows = await rowsOf(phone.endpoint);
    expect(rows[0]!.lastSuccessAt).not.toBeNull();
  });

  it('sends nothing for a category the person switched push off, and nothing to a person without a device', async () => {
    const c = await creator();
    const sub = standin.subscribe();
    await call('POST', '/v1/influencer/push-subscriptions', c.token, sub);
    await call('PUT', '/v1/influencer/notification-preferences', c.token, {
      preferences: [{ category: 'work', push: false }],
    });
    const off = await notify({ kind: 'influencer', id: c.id }, 'work.rework');
    const on = await notify({ kind: 'influencer', id: c.id }, 'application.declined');
    const none = await notify({ kind: 'influencer', id: (await creator()).id }, 'work.rework');
    await runQueue(t);
    expect(receivedAt(sub.endpoint).map((r) => (r.json as { tag: string }).tag)).toEqual([on.id]);
    await expect.poll(() => failedJob(off.id)).toBeNull();
    await expect.poll(() => failedJob(none.id)).toBeNull();
  });

  it('stops what is queued when push is switched off before the job runs', async () => {
    const c = await creator();
    const sub = standin.subscribe();
    await call('POST', '/v1/influencer/push-subscriptions', c.token, sub);
    await notify({ kind: 'influencer', id: c.id }, 'work.approved');
    await call('PUT', '/v1/influencer/notification-preferences', c.token, {
      preferences: [{ category: 'work', push: false }],
    });
    await runQueue(t);
    expect(receivedAt(sub.endpoint)).toEqual([]);
  });

  it.each([410, 404])(
    'a push service answering %i deletes that subscription, and only that one',
    async (status) => {
      const c = await creator();
      const [gone, kept] = [standin.subscribe(), standin.subscribe()];
      await call('POST', '/v1/influencer/push-subscriptions', c.token, gone);
      await call('POST', '/v1/influencer/push-subscriptions', c.token, kept);
      standin.answer(gone.endpoint, status);
      const n = await notify({ kind: 'influencer', id: c.id }, 'work.approved');
      await runQueue(t);
      expect(await rowsOf(gone.endpoint)).toEqual([]);
      expect(await rowsOf(kept.endpoint)).toHaveLength(1);
      expect(receivedAt(kept.endpoint)).toHaveLength(1);
      await expect.poll(() => failedJob(n.id)).toBeNull();
    },
  );

  it('a 500 is retried until the push service takes it, never counted as sent before', async () => {
    const c = await creator();
    const sub = standin.subscribe();
    await call('POST', '/v1/influencer/push-subscriptions', c.token, sub);
    standin.answer(sub.endpoint, 500);
    const n = await notify({ kind: 'influencer', id: c.id }, 'work.approved');
    await runQueue(t);
    expect(receivedAt(sub.endpoint)).toEqual([]);
    await expect
      .poll(() => failedJob(n.id))
      .toMatchObject({ attempts: 1, settled: true, last_error: expect.stringMatching(/500/) });
    const [row] = await rowsOf(sub.endpoint);
    expect(row).toMatchObject({ failures: 1, lastSuccessAt: null });
    await makeRetriesDue(t);
    await runQueue(t);
    await expect.poll(() => failedJob(n.id)).toMatchObject({ attempts: 2, settled: true });
    standin.answer(sub.endpoint, null);
    await makeRetriesDue(t);
    await runQueue(t);
    expect(receivedAt(sub.endpoint).map((r) => (r.json as { tag: string }).tag)).toEqual([n.id]);
    await expect.poll(() => failedJob(n.id)).toBeNull();
    expect((await rowsOf(sub.endpoint))[0]).toMatchObject({ failures: 0 });
  });

  it('with several devices, one failing is retried alone: the others do not get the push twice', async () => {
    const c = await creator();
    const [ok, flaky] = [standin.subscribe(), standin.subscribe()];
    await call('POST', '/v1/influencer/push-subscriptions', c.token, ok);
    await call('POST', '/v1/influencer/push-subscriptions', c.token, flaky);
    standin.answer(flaky.endpoint, 503);
    const n = await notify({ kind: 'influencer', id: c.id }, 'work.approved');
    await runQueue(t);
    expect(receivedAt(ok.endpoint)).toHaveLength(1);
    standin.answer(flaky.endpoint, null);
    await makeRetriesDue(t);
    await runQueue(t);
    expect(receivedAt(flaky.endpoint)).toHaveLength(1);
    expect(receivedAt(ok.endpoint)).toHaveLength(1);
    await expect.poll(() => failedJob(n.id)).toBeNull();
  });

  it('staff get their categories the same way, and can switch one off', async () => {
    const member = await createStaff(t.db, { role: 'brand', brandIds: [brandId] });
    const token = await tokenFor(t.db, { staffId: member.id });
    const sub = standin.subscribe();
    const res = await call('POST', '/v1/admin/push-subscriptions', token, sub);
    expect(res.statusCode, res.body).toBe(200);
    const review = await notify({ kind: 'staff', id: member.id }, 'staff.submission');
    await runQueue(t);
    expect(receivedAt(sub.endpoint).map((r) => r.json)).toEqual([
      { title: review.title, body: review.body, url: review.link, tag: review.id },
    ]);
    const prefs = await call('PUT', '/v1/admin/notification-preferences', token, {
      preferences: [{ category: 'reviews', push: false }],
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
    await notify({ kind: 'staff', id: member.id }, 'staff.post');
    await runQueue(t);
    expect(receivedAt(sub.endpoint)).toHaveLength(1);
    const removed = await call('DELETE', '/v1/admin/push-subscriptions', token, { endpoint: sub.endpoint });
    expect(removed.json().data.removed).toBe(true);
  });
});

describe('the push service stand-in', () => {
  it('refuses a push signed with another key (so the checks above mean something)', async () => {
    const other = await startPushStandin({
      publicKey: `B${'A'.repeat(86)}`,
      subject: t.config.push!.subject,
    });
    try {
      const c = await creator();
      const sub = other.subscribe();
      await call('POST', '/v1/influencer/push-subscriptions', c.token, sub);
      const n = await notify({ kind: 'influencer', id: c.id }, 'work.approved');
      await runQueue(t);
      expect(other.received).toEqual([]);
      expect(other.refused.map((r) => r.reason)).toEqual(['k is not the server VAPID public key']);
      await expect.poll(() => failedJob(n.id)).toMatchObject({ attempts: 1, settled: true });
      await t.db.execute(
        sql`delete from graphile_worker._private_jobs where key like ${`notification-push:${n.id}%`}`,
      );
    } finally {
      await other.close();
    }
  });
});
