import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { connect } from '../src/db/client.ts';
import { createTestContext, type TestContext } from './harness.ts';

/**
 * Design §14: with several API processes on one database, the request limit counts across all of
 * them (PostgreSQL by default, Redis when REDIS_URL is set). Two app instances on one database stand
 * in for two processes; each test uses its own client address, so counters never carry over.
 */
const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const o of opened.reverse()) await o.close();
});

async function twoProcesses(env: Record<string, string>) {
  const t: TestContext = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '5', ...env } });
  opened.push(t);
  const database = connect(String(t.database.pool.options.connectionString), 3);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: t.dataDir,
    APP_SECRET: 'test-secret-test-secret-test-secret-1234',
    WEB_DIST: `${t.dataDir}/no-web`,
    RATE_LIMIT_PER_MINUTE: '5',
    ...env,
  });
  const b = await buildApp({ config, database });
  await b.ready();
  opened.push({
    close: async () => {
      await b.close();
      await database.close();
    },
  });
  return [t.app, b] as const;
}

/**
 * Five requests spread over both processes, then one more to each; answers the statuses. The limit
 * counts in fixed one-minute windows of the wall clock, so a walk that crossed into the next minute
 * (its last requests start a new count) is walked again, from a new client address.
 */
async function walk(apps: readonly [FastifyInstance, FastifyInstance]) {
  for (;;) {
    const minute = Math.floor(Date.now() / 60_000);
    const codes = await walkOnce(apps);
    if (Math.floor(Date.now() / 60_000) === minute) return codes;
  }
}

async function walkOnce([a, b]: readonly [FastifyInstance, FastifyInstance]) {
  // A client address of its own (198.18.0.0/15 is for tests), so no other test's requests count.
  const [x = 0, y = 0] = randomBytes(2);
  const headers = { 'x-forwarded-for': `198.19.${x}.${y}` };
  const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/v1/reference', headers });
  const codes: number[] = [];
  for (const app of [a, a, a, b, b]) codes.push((await get(app)).statusCode);
  codes.push((await get(b)).statusCode, (await get(a)).statusCode);
  return codes;
}

describe('the request limit across processes', () => {
  it('counts requests to both processes together in PostgreSQL', async () => {
    const apps = await twoProcesses({ RATE_LIMIT_STORE: 'postgres' });
    expect(await walk(apps)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('adds the counts of clients far below the limit to the shared row in the background, within a second', async () => {
    const t = await createTestContext({
      env: { RATE_LIMIT_PER_MINUTE: '100', RATE_LIMIT_STORE: 'postgres' },
    });
    opened.push(t);
    const [x = 0, y = 0] = randomBytes(2);
    const ip = `198.18.${x}.${y}`;
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/reference',
        headers: { 'x-forwarded-for': ip },
      });
      expect(res.statusCode).toBe(200);
      // The ten may straddle a minute (fixed windows), so the count is not checked per answer.
      expect(Number(res.headers['x-ratelimit-remaining'])).toBeLessThan(100);
    }
    const shared = async () =>
      (
        await t.db.execute<{ n: number }>(
          sql`select coalesce(sum(count), 0)::int n from rate_limits where bucket = 'http' and key like ${`%${ip}`}`,
        )
      ).rows[0]?.n;
    await expect.poll(shared, { timeout: 10_000 }).toBe(10);
  });

  it('counts requests to both processes together in Redis when REDIS_URL is set', async () => {
    const apps = await twoProcesses({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
    expect(await walk(apps)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('keeps counting per process in memory on the embedded default (one process by construction)', async () => {
    const apps = await twoProcesses({ RATE_LIMIT_STORE: 'memory' });
    // Each process allows its own five: the sixth and seventh request overall are still allowed.
    expect(await walk(apps)).toEqual([200, 200, 200, 200, 200, 200, 200]);
  });
});
