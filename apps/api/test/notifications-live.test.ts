import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../src/db/client.ts';
import { deliver } from '../src/modules/notifications/deliver.ts';
import type { Recipient } from '../src/modules/notifications/recipients.ts';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

/** The live stream over real HTTP (inject cannot stream): what arrives, when, and to whom. */
let t: TestContext;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

interface LiveEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** Opens a stream and collects its events; `until` waits for a condition on them. */
async function open(token: string, lastEventId?: string, origin = () => base) {
  const controller = new AbortController();
  const res = await fetch(`${origin()}/v1/influencer/events`, {
    headers: { ...authHeader(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event)
            events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
          for (const w of waiters.splice(0)) w();
          at = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (ok: (e: LiveEvent[]) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!ok(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { res, events, until, close: () => controller.abort() };
}

async function creator(): Promise<Recipient & { token: string }> {
  const c = await createInfluencer(t.db);
  return {
    kind: 'influencer',
    id: c.id,
    email: 'x@example.in',
    name: 'X',
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
