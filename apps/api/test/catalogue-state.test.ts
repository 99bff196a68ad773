import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CatalogueStateReader } from '../src/modules/catalogue/state.ts';
import { createInfluencer, tokenFor } from './factories/accounts.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * The state statement (ADR 025): requests of one event-loop turn share one statement, each gets its
 * own answer, and a request never joins a statement already sent (its snapshot could predate the
 * request, and a session revoked just before would pass).
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t?.close();
});

const sessionOf = async (influencerId: string) => {
  await tokenFor(t.db, { influencerId });
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from sessions where influencer_id = ${influencerId} order by created_at desc limit 1`,
  );
  return rows[0]!.id;
};

describe('CatalogueStateReader', () => {
  it('answers each request of one turn from one statement, with its own session and versions', async () => {
    const live = await createInfluencer(t.db);
    const revoked = await createInfluencer(t.db);
    const liveSession = await sessionOf(live.id);
    const revokedSession = await sessionOf(revoked.id);
    await t.db.execute(sql`update sessions set revoked_at = now() where id = ${revokedSession}`);
    await t.db.execute(
      sql`insert into creator_flag_versions (influencer_id, version) values (${live.id}, 4242)
          on conflict (influencer_id) do update set version = 4242`,
    );
    const reader = new CatalogueStateReader(t.database.pool);
    const spy = vi.spyOn(t.database.pool, 'query');
    try {
      const now = new Date();
      const [a, b, c] = await Promise.all([
        reader.read(live.id, { sessionId: liveSession, now }),
        reader.read(revoked.id, { sessionId: revokedSession, now }),
        reader.read(revoked.id),
      ]);
      expect(spy).toHaveBeenCalledTimes(1);
      expect([a.sessionOk, b.sessionOk, c.sessionOk]).toEqual([true, false, true]);
      expect(a.creatorVersion).toBe('4242');
      expect(b.creatorVersion).toBe('0');
      expect(a.version).toBe(b.version);
    } finally {
      spy.mockRestore();
    }
  });

  it('sends a new statement for a request that arrives while one is out, and it sees a revoke made in between', async () => {
    const me = await createInfluencer(t.db);
    const session = await sessionOf(me.id);
    const reader = new CatalogueStateReader(t.database.pool);
    const spy = vi.spyOn(t.database.pool, 'query');
    try {
      const first = reader.read(me.id, { sessionId: session, now: new Date() });
      // Let the first statement go out, then revoke and ask again before it has answered.
      await new Promise((resolve) => setImmediate(resolve));
      expect(spy).toHaveBeenCalledTimes(1);
      await t.db.execute(sql`update sessions set revoked_at = now() where id = ${session}`);
      const second = await reader.read(me.id, { sessionId: session, now: new Date() });
      expect(spy.mock.calls.filter((c) => JSON.stringify(c[0]).includes('catalogue_version'))).toHaveLength(
        2,
      );
      expect(second.sessionOk).toBe(false);
      await first;
    } finally {
      spy.mockRestore();
    }
  });
});
