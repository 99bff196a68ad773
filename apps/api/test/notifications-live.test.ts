import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { deliver } from '../src/modules/notifications/deliver.ts';
import type { Recipient } from '../src/modules/notifications/recipients-repository.ts';
import { createInfluencer, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { type LiveEvent, openLiveStream } from './support/live-stream.ts';

/** The live stream over real HTTP (inject cannot stream): what arrives, when, and to whom. */
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Opens a stream on this file's app and collects its events. */
const open = (token: string, lastEventId?: string) => openLiveStream(base, token, lastEventId);

async function creator(): Promise<Recipient & { token: string }> {
  const c = await createInfluencer(t.db);
  return {
    kind: 'influencer',
    id: c.id,
    email: 'x@example.in',
    name: 'X',
    language: 'en',
    mobile: null,
    token: await tokenFor(t.db, { influencerId: c.id }),
  };
}

const notify = (who: Recipient, title: string, db = t.db) =>
  db.transaction((tx) =>
    deliver(
      tx,
      new Date(),
      [{ draft: { type: 'application.accepted', title, body: 'Body', link: '/work' }, recipients: [who] }],
      `test:${title}`,
      null,
    ),
  );

const titles = (events: LiveEvent[]) =>
  events.filter((e) => e.event === 'notification').map((e) => (e.data as { title: string }).title);

describe('the live stream', () => {
  it('refuses a caller without a session (401, in the envelope)', async () => {
    const res = await fetch(`${base}/v1/influencer/events`);
    expect(res.status).toBe(401);
    expect((await res.json()).success).toBe(false);
  });

  it('pushes a new notification and the unread count, and nothing of another person', async () => {
    const me = await creator();
    const other = await creator();
    const stream = await open(me.token);
    expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.until((e) => e.some((x) => x.event === 'counts'));
    await notify(other, 'Not yours');
    await notify(me, 'Yours');
    await stream.until((e) => titles(e).includes('Yours'));
    expect(titles(stream.events)).toEqual(['Yours']);
    await stream.until((e) =>
      e.some((x) => x.event === 'counts' && (x.data as { notifications: number }).notifications === 1),
    );
    stream.close();
  });

  it('pushes nothing for a change that rolled back', async () => {
    const me = await creator();
    const stream = await open(me.token);
    await stream.until((e) => e.some((x) => x.event === 'counts'));
    await t.db
      .transaction(async (tx) => {
        await deliver(
          tx,
          new Date(),
          [
            {
              draft: { type: 'work.approved', title: 'Rolled back', body: 'B', link: '/' },
              recipients: [me],
            },
          ],
          'test:rollback',
          null,
        );
        throw new Error('roll back');
      })
      .catch(() => {});
    await notify(me, 'Committed');
    await stream.until((e) => titles(e).includes('Committed'));
    expect(titles(stream.events)).toEqual(['Committed']);
    stream.close();
  });

  it('resumes after Last-Event-ID with exactly what was missed', async () => {
    const me = await creator();
    const first = await open(me.token);
    await first.until((e) => e.some((x) => x.event === 'counts'));
    await notify(me, 'One');
    await first.until((e) => titles(e).includes('One'));
    const lastId = first.events.find((e) => e.event === 'notification')?.id;
    first.close();
    // While disconnected:
    await notify(me, 'Two');
    await notify(me, 'Three');
    const again = await open(me.token, lastId);
    await again.until((e) => titles(e).length >= 2);
    await notify(me, 'Four');
    await again.until((e) => titles(e).includes('Four'));
    expect(titles(again.events)).toEqual(['Two', 'Three', 'Four']);
    again.close();
  });

  it('hears a notification written through another process (another connection pool on the same database)', async () => {
    const me = await creator();
    const stream = await open(me.token);
    await stream.until((e) => e.some((x) => x.event === 'counts'));
    const other = connect(String(t.database.pool.options.connectionString), 2);
    try {
      await notify(me, 'From elsewhere', other.db);
      await stream.until((e) => titles(e).includes('From elsewhere'));
    } finally {
      await other.close();
    }
    stream.close();
  });
});
