import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { postgresRateLimitStore } from '../src/http/rate-limit-store.ts';

/**
 * The shared store's local counting (ADR 023): requests far below the limit are counted in memory and
 * added to PostgreSQL by a background sync. A request that arrives while a sync is still running must
 * still see the requests that sync is adding, or a process lets a client past the limit.
 */
describe('the PostgreSQL rate-limit store', () => {
  it('counts the requests a running sync is adding, so the next one near the limit is counted in PostgreSQL', async () => {
    const statements: string[] = [];
    let finishSync: (value: { rows: { key: string; count: number }[] }) => void = () => {};
    const db = {
      execute: (query: unknown) => {
        statements.push(JSON.stringify(query));
        // The first statement is the sync (held open); the next is a request counted atomically.
        if (statements.length === 1) return new Promise((resolve) => (finishSync = resolve));
        return Promise.resolve({ rows: [{ count: 3 }] });
      },
    } as unknown as Db;
    const Store = postgresRateLimitStore(db);
    const store = new Store({}) as unknown as {
      incr: (
        key: string,
        cb: (e: Error | null, r?: { current: number }) => void,
        window: number,
        max: number,
      ) => void;
      sync: (window: number) => Promise<void>;
    };
    const incr = () =>
      new Promise<number>((resolve, reject) =>
        store.incr('client', (e, r) => (e ? reject(e) : resolve(r?.current ?? -1)), 60_000, 5),
      );
    expect(await incr()).toBe(1);
    expect(await incr()).toBe(2);
    expect(statements).toHaveLength(0);
    const syncing = store.sync(60_000);
    // Two in flight: a third request is at the limit's half, so it goes to PostgreSQL at once.
    expect(await incr()).toBe(3);
    expect(statements).toHaveLength(2);
    finishSync({ rows: [{ key: 'client', count: 2 }] });
    await syncing;
  });
});
