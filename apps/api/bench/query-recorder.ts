import type pg from 'pg';

export interface RecordedQuery {
  text: string;
  values: unknown[];
}

/** Transaction control and session settings: not queries worth explaining. */
const SKIP = /^\s*(begin|commit|rollback|savepoint|release|set |select pg_advisory|show )/i;

/**
 * Records the SQL a pool runs. Install it before the pool opens its first connection (it wraps each
 * client's `query` as the client connects); `during` collects what one piece of work ran.
 */
export function recordQueries(pool: pg.Pool) {
  let capture: RecordedQuery[] | undefined;
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text?: string })?.text;
      // Drizzle passes (config, params); other callers (text, params) or ({ text, values }).
      const values = Array.isArray(second) ? second : ((first as { values?: unknown[] })?.values ?? []);
      if (capture && text && !SKIP.test(text)) capture.push({ text, values });
      return original(...args);
    };
  });
  return {
    async during(work: () => Promise<unknown>): Promise<RecordedQuery[]> {
      capture = [];
      try {
        await work();
        return capture;
      } finally {
        capture = undefined;
      }
    },
  };
}

export const isWrite = (text: string) =>
  /^\s*(insert|update|delete|with\b[\s\S]*\b(insert|update|delete)\b)/i.test(text);

/** Statements one call ran more than `limit` times: a query per row. */
export function repeatedStatements(queries: RecordedQuery[], limit = 3): { text: string; times: number }[] {
  const seen = new Map<string, number>();
  for (const q of queries) seen.set(q.text, (seen.get(q.text) ?? 0) + 1);
  return [...seen].filter(([, n]) => n > limit).map(([text, times]) => ({ text, times }));
}
