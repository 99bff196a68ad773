import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The request rate limit's counters in PostgreSQL (design §14): every API process on the database
 * counts into the same fixed window, one atomic upsert per request into `rate_limits` (bucket
 * 'http'), so N processes do not each allow the limit. Old windows are removed now and then.
 */
export function postgresRateLimitStore(db: Db, prefix = ''): FastifyRateLimitStoreCtor {
  return class PostgresStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      db.execute<{ count: number }>(sql`
        insert into rate_limits (bucket, key, window_start, count)
        values ('http', ${prefix + key}, ${new Date(start)}, 1)
        on conflict (bucket, key, window_start) do update set count = rate_limits.count + 1
        returning count`)
        .then(({ rows }) => {
          callback(null, { current: Number(rows[0]?.count ?? 1), ttl: start + timeWindow - now });
          // About one request in a thousand sweeps windows that ended long ago.
          if (Math.random() < 0.001)
            void db
              .execute(
                sql`delete from rate_limits where bucket = 'http' and window_start < ${new Date(start - 10 * timeWindow)}`,
              )
              .catch(() => {});
        })
        .catch((error: Error) => callback(error));
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
