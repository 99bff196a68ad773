import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS } from '../src/modules/notifications/live/stream.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { openLiveStream } from './support/live-stream.ts';

/*
 * One rule decides whether a session may act (modules/auth/session-rule.ts): not revoked, not
 * expired, and its person still active. Each place that checks a session is tried here with a
 * creator suspended (or a staff member deactivated) by a plain update that revokes nothing, so only
 * the rule itself can refuse them.
 */
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function signedInCreator() {
  const c = await createInfluencer(t.db);
  const headers = authHeader(await tokenFor(t.db, { influencerId: c.id }));
  const suspend = () => t.db.execute(sql`update influencers set status = 'suspended' where id = ${c.id}`);
  return { headers, suspend, token: headers.authorization.slice('Bearer '.length) };
}

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('a suspended creator is refused', () => {
  it('by every route that resolves the session itself', async () => {
    const me = await signedInCreator();
    const urls = ['/v1/influencer/profile', '/v1/influencer/notifications', '/v1/influencer/apply/stats'];
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(200);
    await me.suspend();
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(401);
  });

  it('by the catalogue routes that check a remembered session inside their own statement', async () => {
    const me = await signedInCreator();
    const urls = [
      '/v1/influencer/active/task?limit=5',
      '/v1/influencer/brand/get?limit=5',
      '/v1/influencer/apply?limit=5',
    ];
    // The first call resolves the session and this process remembers the principal.
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(200);
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(200);
    await me.suspend();
    for (const url of urls) expect((await get(url, me.headers)).statusCode, url).toBe(401);
  });

  it('by a live stream, which ends at the next heartbeat', async () => {
    const me = await signedInCreator();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openLiveStream(base, me.token);
      await stream.until((e) => e.some((x) => x.event === 'counts'));
      // A heartbeat while the creator is active keeps the stream open…
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await stream.until((e) => e.filter((x) => x.event === 'counts').length >= 1);
      await me.suspend();
      // …and the next one, after the suspension, ends it.
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await stream.ended;
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a deactivated staff member is refused', () => {
  it('by the routes and by their live stream', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    const token = await tokenFor(t.db, { staffId: staff.id });
    const headers = authHeader(token);
    expect((await get('/v1/admin/notifications', headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openLiveStream(base, token, undefined, '/v1/admin/events');
      await stream.until((e) => e.some((x) => x.event === 'counts'));
      await t.db.execute(sql`update staff_users set status = 'suspended' where id = ${staff.id}`);
      vi.advanceTimersByTime(HEARTBEAT_MS);
      await stream.ended;
    } finally {
      vi.useRealTimers();
    }
    expect((await get('/v1/admin/notifications', headers)).statusCode).toBe(401);
  });
});
