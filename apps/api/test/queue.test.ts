import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvent } from '../src/events/record.ts';
import type { StoredEvent } from '../src/events/types.ts';
import type { EventConsumer } from '../src/jobs/consumers.ts';
import { dispatchEvents } from '../src/jobs/dispatch.ts';
import { listFailedJobs, retryFailedJobs } from '../src/jobs/failed.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { makeRetriesDue, runQueue } from './support/queue.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A consumer that remembers what it was handed, in order. */
function recorder(name: string): EventConsumer & { seen: number[] } {
  const seen: number[] = [];
  return {
    name,
    seen,
    async handle(event: StoredEvent) {
      seen.push(event.id);
    },
  };
}

/** Jobs waiting for a consumer (graphile-worker deletes a job once it succeeds). */
async function consumerJobCount(consumer: string): Promise<number> {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from graphile_worker._private_jobs where payload->>'consumer' = ${consumer}`,
  );
  return rows[0]?.n ?? 0;
}

async function writeEvents(n: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await t.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'brand.updated',
          actor: { kind: 'system', id: null },
          at: t.clock.now(),
          payload: { i },
        }),
      ),
    );
  }
  return ids;
}

describe('the event fan-out', () => {
  it('hands every committed event to each consumer once, in order; a consumer added later sees the earlier ones', async () => {
    const first = recorder('first');
    const before = await writeEvents(3);
    await runQueue(t, [first]);
    expect(first.seen).toEqual(expect.arrayContaining(before));

    const after = await writeEvents(2);
    const late = recorder('late');
    await runQueue(t, [first, late]);
    await runQueue(t, [first, late]);
    // Handed over once each, however often the dispatcher ran.
    expect(first.seen.length).toBe(new Set(first.seen).size);
    expect(first.seen).toEqual(expect.arrayContaining([...before, ...after]));
    // The consumer that did not exist when the first events were written still gets them, first.
    expect(late.seen.length).toBe(new Set(late.seen).size);
    expect(late.seen).toEqual(expect.arrayContaining([...before, ...after]));
    expect(late.seen.indexOf(before[0]!)).toBeLessThan(late.seen.indexOf(after[0]!));
  });
});

describe('a job that throws', () => {
  it('is retried with backoff, then kept as failed with its error, and never blocks the other jobs', async () => {
    // Tries per event: the consumer also gets a job for every event this file wrote before it
    // existed (a new consumer starts from the first event), and under load those jobs reach their
    // retries at different times, so tries are counted per job, never as a total.
    const tries = new Map<number, number>();
    const broken: EventConsumer = {
      name: 'broken',
      maxAttempts: 3,
      async handle(event) {
        tries.set(event.id, (tries.get(event.id) ?? 0) + 1);
        throw new Error('The mail server said no.');
      },
    };
    const healthy = recorder('healthy');
    const [id] = await writeEvents(1);
    await runQueue(t, [broken, healthy]);
    // The other consumer's job ran although the broken one failed first.
    expect(healthy.seen).toContain(id);
    expect(tries.get(id!)).toBe(1);
    const jobs = tries.size;
    const brokenJobs = async () =>
      (await listFailedJobs(t.db)).filter((j) => (j.payload as { consumer?: string }).consumer === 'broken');
    // The first failure waits for its retry (exp(1) s later): not failed for good yet.
    expect(await brokenJobs()).toEqual([]);
    for (let i = 0; i < 10 && (await brokenJobs()).length < jobs; i++) {
      await makeRetriesDue(t);
      await runQueue(t, [broken, healthy]);
    }
    const failed = await brokenJobs();
    expect(failed).toHaveLength(jobs);
    for (const job of failed) {
      expect(job).toMatchObject({ task: 'event-consumer', attempts: 3 });
      expect(job.lastError).toContain('The mail server said no.');
      // Exactly its three tries: never a fourth, however the retries fell.
      expect(tries.get((job.payload as { eventId: number }).eventId)).toBe(3);
    }

    // Kept, not retried on its own; `npm run jobs -- retry` gives it its tries back.
    await makeRetriesDue(t);
    await runQueue(t, [broken, healthy]);
    expect([...tries.values()].every((n) => n === 3)).toBe(true);
    const retried = failed.find((j) => (j.payload as { eventId: number }).eventId === id)!;
    expect(await retryFailedJobs(t.db, [retried.id])).toBe(1);
    await runQueue(t, [broken, healthy]);
    expect(tries.get(id!)).toBe(4);
  });
});

describe('a burst of events', () => {
  it('reaches a consumer in a few jobs; one event that throws is retried alone and holds back none of the others', async () => {
    const ids = await writeEvents(12);
    const bad = ids[5]!;
    const tries = new Map<number, number>();
    const picky: EventConsumer = {
      name: 'picky',
      maxAttempts: 2,
      async handle(event, deps) {
        tries.set(event.id, (tries.get(event.id) ?? 0) + 1);
        // What it writes stays for every event but the one that throws after writing.
        await deps.db.execute(
          sql`insert into timers (key, task, due_at) values (${`picky:${event.id}:${tries.get(event.id)}`}, 'none', now() + interval '1 year')`,
        );
        if (event.id === bad) throw new Error('This one is malformed.');
      },
    };
    // Handed over in a handful of jobs (the queue's concurrency), not one per event.
    await dispatchEvents(t.db, [picky]);
    const queued = await consumerJobCount('picky');
    expect(queued).toBeGreaterThan(0);
    expect(queued).toBeLessThanOrEqual(4);
    await runQueue(t, [picky]);
    for (const id of ids) expect(tries.get(id)).toBe(1);
    const written = await t.db.execute<{ key: string }>(sql`select key from timers where key like 'picky:%'`);
    const keys = written.rows.map((r) => r.key);
    for (const id of ids.filter((i) => i !== bad)) expect(keys).toContain(`picky:${id}:1`);
    expect(keys).not.toContain(`picky:${bad}:1`);
    // The bad one waits for its retry alone, its first try already counted.
    await makeRetriesDue(t);
    await runQueue(t, [picky]);
    expect(tries.get(bad)).toBe(2);
    for (const id of ids.filter((i) => i !== bad)) expect(tries.get(id)).toBe(1);
    const failed = (await listFailedJobs(t.db)).filter(
      (j) => (j.payload as { consumer?: string }).consumer === 'picky',
    );
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ task: 'event-consumer', attempts: 2, payload: { eventId: bad } });
    expect(failed[0]!.lastError).toContain('This one is malformed.');
  });
});

describe('npm run jobs -- failed', () => {
  it('lists a failed job with its task, tries and error for an admin at the terminal', async () => {
    const broken: EventConsumer = {
      name: 'cli-broken',
      maxAttempts: 1,
      async handle() {
        throw new Error('Unreachable SMS gateway.');
      },
    };
    await writeEvents(1);
    await runQueue(t, [broken]);
    const out = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/jobs.ts', 'failed'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: t.database.pool.options.connectionString! },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toContain('event-consumer');
    expect(out.stdout).toContain('"consumer":"cli-broken"');
    expect(out.stdout).toContain('Unreachable SMS gateway.');
    expect(out.stdout).toMatch(/\d+ failed jobs?\./);
  });
});
