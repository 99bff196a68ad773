import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelListener } from '../src/db/listen.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Resolves once `ok()` holds, checking every 20 ms; fails after `ms`. */
async function until(ok: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a channel listener', () => {
  it('hears notifications, and after its connection is killed opens it again and says so', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const warnings: string[] = [];
    const listener = new ChannelListener({
      connectionString: String(t.database.pool.options.connectionString),
      channel: 'ih_listen_test',
      what: 'the test',
      log: { warn: (_o, msg) => void warnings.push(msg) },
      onNotify: (payload) => void heard.push(payload),
      onReconnect: () => void reconnects++,
    });
    try {
      await listener.start();
      await t.db.execute(sql`select pg_notify('ih_listen_test', 'one')`);
      await until(() => heard.includes('one'));

      // The server ends the listening connection (a failover, an idle kill).
      await t.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'listen ih_listen_test'`,
      );
      await until(() => reconnects === 1);
      expect(warnings.some((w) => w.includes('reconnecting'))).toBe(true);
      await t.db.execute(sql`select pg_notify('ih_listen_test', 'two')`);
      await until(() => heard.includes('two'));
    } finally {
      await listener.stop();
    }
  });
});
