import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** How often counts made in this process are added to the shared ones (ADR 023). */
export const RATE_LIMIT_SYNC_MS = 1000;

interface Counter {
  windowStart: number;
  /** The shared count as last read from PostgreSQL (every process's requests). */
  shared: number;
  /** Requests counted here and not yet added to the shared count. */
  pending: number;
  /** Requests a running sync is adding: still counted here until the shared count comes back with them. */
  inFlight: number;
}

/**
 * The request rate limit's counters in PostgreSQL (design §14, ADR 019 and 023): every API process
 * on the database counts into the same fixed window in `rate_limits` (bucket 'http'), so N processes
 * do not each allow the limit.
 *
 * A client far below its limit is counted in memory and its count added to the shared row once a
 * second, in one statement for all clients (issue 17: one database write per request was most of a
 * small request's cost). Once a client's known count reaches half the limit, each of its requests is
 * counted in PostgreSQL atomically, as before, so the limit itself is enforced exactly across
 * processes; below that, processes learn each other's counts within a second.
 */
export function postgresRateLimitStore(db: Db, prefix = ''): FastifyRateLimitStoreCtor {
  return class PostgresStore implements FastifyRateLimitStore {
    private readonly counters = new Map<string, Counter>();
    private timer: NodeJS.Timeout | undefined;

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      /** The plugin passes the limit that applies to this request. */
      max = 0,
    ) {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      const ttl = start + timeWindow - now;
      const fullKey = prefix + key;
      let c = this.counters.get(fullKey);
      if (!c || c.windowStart !== start) {
        c = { windowStart: start, shared: 0, pending: 0, inFlight: 0 };
        this.counters.set(fullKey, c);
      }
      if ((c.shared + c.inFlight + c.pending + 1) * 2 < max) {
        c.pending++;
        this.schedule(timeWindow);
        callback(null, { current: c.shared + c.inFlight + c.pending, ttl });
        return;
      }
      // Near the limit: count this request (and what was pending) in PostgreSQL, atomically.
      const add = c.pending + 1;
      c.pending = 0;
      const counter = c;
      db.execute<{ count: number }>(sql`
        insert into rate_limits (bucket, key, window_start, count)
        values ('http', ${fullKey}, ${new Date(start)}, ${add})
        on conflict (bucket, key, window_start) do update set count = rate_limits.count + excluded.count
        returning count`)
        .then(({ rows }) => {
          const current = Number(rows[0]?.count ?? add);
          counter.shared = Math.max(counter.shared, current);
          callback(null, { current, ttl });
        })
        .catch((error: Error) => callback(error));
    }

    private schedule(timeWindow: number) {
      if (this.timer) return;
      this.timer = setTimeout(() => {
        this.timer = undefined;
        void this.sync(timeWindow);
      }, RATE_LIMIT_SYNC_MS);
      // A pending sync never keeps the process alive.
      this.timer.unref();
    }

    /** Adds every pending count to the shared rows in one statement and reads the totals back. */
    private async sync(timeWindow: number) {
      const now = Date.now();
      const batch: { key: string; start: number; add: number; counter: Counter }[] = [];
      for (const [key, c] of this.counters) {
        const ended = c.windowStart + timeWindow <= now;
        // A window that has ended limits nobody any more, but its count is still written: the table
        // tells what each client sent, whenever the sync ran.
        if (ended) this.counters.delete(key);
        if (c.pending > 0) {
          batch.push({ key, start: c.windowStart, add: c.pending, counter: c });
          // Moved, not forgotten: a request arriving while the statement runs still sees them.
          c.inFlight += c.pending;
          c.pending = 0;
        }
      }
      if (!batch.length) return;
      try {
        const { rows } = await db.execute<{ key: string; count: number }>(sql`
          insert into rate_limits (bucket, key, window_start, count)
          select 'http', k, to_timestamp(s / 1000.0), n
            from unnest(${`{${batch.map((b) => `"${b.key.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`}::text[],
                        ${`{${batch.map((b) => b.start).join(',')}}`}::bigint[],
                        ${`{${batch.map((b) => b.add).join(',')}}`}::int[]) as t(k, s, n)
          on conflict (bucket, key, window_start) do update set count = rate_limits.count + excluded.count
          returning key, count`);
        const byKey = new Map(rows.map((r) => [r.key, Number(r.count)]));
        for (const b of batch) {
          b.counter.shared = Math.max(b.counter.shared, byKey.get(b.key) ?? 0);
          b.counter.inFlight -= b.add;
        }
        // Now and then, windows that ended long ago are removed.
        if (Math.random() < 0.05)
          await db.execute(
            sql`delete from rate_limits where bucket = 'http' and window_start < ${new Date(now - 10 * timeWindow)}`,
          );
      } catch {
        // Counters that cannot be reached must not take the site down (skipOnError); the counts stay local.
        for (const b of batch) {
          b.counter.inFlight -= b.add;
          b.counter.pending += b.add;
        }
      }
    }

    child(routeOptions: { path: string; prefix: string; method?: string | string[] }) {
      const Child = postgresRateLimitStore(
        db,
        `${[routeOptions.method].flat().join(',')}:${routeOptions.path}:`,
      );
      return new Child({});
    }
  };
}
