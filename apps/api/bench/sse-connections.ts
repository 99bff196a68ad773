/**
 * How many live streams one API process holds, and the memory each costs (issue 14). The parent is
 * the server (the real app, listening on a port); a child process opens STREAMS streams, each for
 * its own creator with its own session, and says when every stream has had its first `counts`
 * event. The parent reads its own RSS and heap before and after, then pushes one notification to
 * every creator and times how long until all streams have it.
 *
 *   cd apps/api && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres STREAMS=2000 npx tsx bench/sse-connections.ts
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const STREAMS = Number(process.env.STREAMS ?? 2000);

if (process.argv[2] === 'client') {
  // The child: open the streams, report when each saw `counts`, then when each saw a notification.
  const base = process.argv[3]!;
  // The tokens come over IPC: thousands of them do not fit in a command line.
  const tokens = await new Promise<string[]>((resolve) =>
    process.once('message', (m) => resolve(m as string[])),
  );
  let ready = 0;
  let notified = 0;
  for (const token of tokens) {
    void (async () => {
      const res = await fetch(`${base}/v1/influencer/events`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let counted = false;
      let heard = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += decoder.decode(value, { stream: true });
        if (!counted && text.includes('event: counts')) {
          counted = true;
          if (++ready === tokens.length) process.send?.({ ready });
        }
        if (!heard && text.includes('event: notification')) {
          heard = true;
          if (++notified === tokens.length) process.send?.({ notified });
        }
      }
    })();
  }
} else {
  const { buildApp } = await import('../src/app.ts');
  const { loadConfig } = await import('../src/config.ts');
  const { connect } = await import('../src/db/client.ts');
  const { runMigrations } = await import('../src/db/migrate.ts');
  const { deliver } = await import('../src/modules/notifications/deliver.ts');
  const { hashToken, newToken } = await import('../src/lib/tokens.ts');
  const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `ih_sse_${process.pid}`;
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ih-sse-'));
  const database = connect(u.toString(), 20);
  try {
    await runMigrations(database.pool);
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    const creators = await q(
      `insert into influencers (name, email, mobile_number, account_types, address, country, state, city)
       select 'Creator ' || g, 'sse' || g || '@example.in', (7100000000 + g)::text, array['Personal Account'],
              '1 MG Road', 'India', 'Karnataka', 'Bengaluru' from generate_series(1, $1) g returning id, email`,
      [STREAMS],
    );
    const tokens = creators.rows.map(() => newToken());
    await q(
      `insert into sessions (token_hash, subject_kind, influencer_id, expires_at)
       select unnest($1::text[]), 'influencer', unnest($2::uuid[]), now() + interval '1 hour'`,
      [tokens.map(hashToken), creators.rows.map((r) => r.id)],
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-12',
      WEB_DIST: path.join(dataDir, 'no-web'),
      RATE_LIMIT_PER_MINUTE: '1000000',
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    global.gc?.();
    const before = process.memoryUsage();
    const child = fork(fileURLToPath(import.meta.url), ['client', base], { execArgv: ['--import', 'tsx'] });
    child.send(tokens);
    const message = (key: string) =>
      new Promise<void>((resolve) =>
        child.on('message', (m: Record<string, unknown>) => key in m && resolve()),
      );
    const t0 = Date.now();
    await message('ready');
    const openMs = Date.now() - t0;
    global.gc?.();
    const after = process.memoryUsage();
    const t1 = Date.now();
    await database.db.transaction((tx) =>
      deliver(
        tx,
        new Date(),
        [
          {
            draft: { type: 'digest.campaigns', title: 'Hello all', body: 'B', link: '/' },
            recipients: creators.rows.map((r) => ({
              kind: 'influencer',
              id: r.id,
              email: r.email,
              name: 'C',
              language: 'en' as const,
              mobile: null,
            })),
          },
        ],
        'bench:all',
        null,
      ),
    );
    await message('notified');
    const fanOutMs = Date.now() - t1;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      JSON.stringify(
        {
          streams: STREAMS,
          openAllMs: openMs,
          rssMbBefore: mb(before.rss),
          rssMbAfter: mb(after.rss),
          rssKbPerStream: ((after.rss - before.rss) / 1024 / STREAMS).toFixed(1),
          heapKbPerStream: ((after.heapUsed - before.heapUsed) / 1024 / STREAMS).toFixed(1),
          oneNotificationToAllStreamsMs: fanOutMs,
        },
        null,
        2,
      ),
    );
    child.kill();
    await app.close();
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
