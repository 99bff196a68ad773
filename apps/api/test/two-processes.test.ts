import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiServer, portIsFree, startApiServer } from '../../../e2e/support/api-server.ts';
import { type MailReceiver, startMailReceiver } from '../../../e2e/support/mail-receiver.ts';
import { createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { mp4Bytes, multipartBody } from './factories/files.ts';
import { PNG_DATA_URL } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { type LiveStream, openLiveStream } from './support/live-stream.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from './support/round-robin-proxy.ts';
import { type S3Server, startS3Server } from './support/s3.ts';

/**
 * The proof of design §14 (issue 18): TWO API processes (the real server entry, each with its own
 * empty DATA_DIR) on ONE PostgreSQL database and ONE S3 server, behind a round-robin proxy, so every
 * request goes to the other process than the one before. A creator and a staff member walk the whole
 * loop through it; the creator's live stream stays connected to process A and must see every change,
 * whichever process made it; the request limit counts both; the timers fire once; a process killed
 * mid-upload leaves nothing behind while the other serves on; SIGTERM drains.
 */
const RATE_LIMIT = 8;

let t: TestContext;
let s3: S3Server;
let mail: MailReceiver;
let proxy: RoundRobinProxy;
const servers: ApiServer[] = [];
const dataDirs: string[] = [];

/** A free port in this suite's range (33000–33999), so nothing else on the machine is disturbed. */
async function freePort(after = 33000): Promise<number> {
  for (let port = after; port < 34000; port++) if (await portIsFree(port)) return port;
  throw new Error('no free port in 33000–33999');
}

beforeAll(async () => {
  // The database: a clone of the migrated template (the harness), which the factories also write to.
  t = await createTestContext();
  s3 = await startS3Server('ih-two-processes');
  mail = await startMailReceiver();
  proxy = await startRoundRobinProxy();
  const databaseUrl = String(t.database.pool.options.connectionString);
  let port = 33000;
  for (const name of ['a', 'b']) {
    port = await freePort(port);
    const dataDir = mkdtempSync(path.join(tmpdir(), `ih-two-${name}-`));
    dataDirs.push(dataDir);
    servers.push(
      await startApiServer({
        port,
        logFile: path.join(dataDir, 'server.log'),
        env: {
          ...s3.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
          PUBLIC_URL: proxy.url,
          WEB_DIST: path.join(dataDir, 'no-web'),
          SMTP_URL: mail.smtpUrl,
          RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
          RATE_LIMIT_STORE: 'postgres',
        },
      }),
    );
    port += 1;
  }
  proxy.targets.push(...servers.map((s) => s.url));
}, 180_000);

afterAll(async () => {
  for (const s of servers) await s.stop();
  await proxy?.close();
  await mail?.close();
  await s3?.close();
  await t?.close();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

// Each request from its own test address (198.18.0.0/15), so the loop itself never meets the limit.
let ipSeq = 0;
const nextIp = () => {
  ipSeq += 1;
  return `198.18.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

interface Answer {
  status: number;
  by: number;
  body: { data?: unknown; [key: string]: unknown } & Record<string, unknown>;
  headers: Headers;
  bytes: Buffer;
}

/** One request through the proxy; answers the status, the serving process, the JSON (or bytes). */
async function call(
  method: string,
  url: string,
  opts: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': opts.ip ?? nextIp(), ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: Blob | string | undefined = opts.body ? new Blob([new Uint8Array(opts.body)]) : undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  }
  const res = await fetch(new URL(url, proxy.url), { method, headers, ...(body ? { body } : {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(bytes.toString()) : {};
  return {
    status: res.status,
    by: Number(res.headers.get('x-served-by')),
    body: json,
    headers: res.headers,
    bytes,
  };
}

const data = <T>(a: Answer) => a.body.data as T;

/** Every request so far went to the other process than the one before it. */
const alternated = () => proxy.served.every((by, i) => i === 0 || by !== proxy.served[i - 1]);

async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The `timers fired` counts both processes have logged (JSON log lines, production mode). */
function timersFiredInLogs(): number {
  let fired = 0;
  for (const s of servers)
    for (const line of readFileSync(s.logFile, 'utf8').split('\n')) {
      if (!line.includes('"timers fired"')) continue;
      fired += Number((JSON.parse(line) as { fired?: number }).fired ?? 0);
    }
  return fired;
}

const fileRows = async () =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from files`)).rows[0]?.n ?? 0;

/**
 * A multipart upload of a video sent straight to `base` that stops sending after `stallAfter` bytes of
 * the file and never finishes: `stalled` resolves then, `ended` when the connection is gone.
 */
function uploadThatStalls(base: string, token: string, stallAfter: number) {
  const boundary = '----ihtwoprocesses';
  const chunk = Buffer.alloc(64 * 1024);
  let stalled: () => void = () => {};
  const stalledAt = new Promise<void>((resolve) => {
    stalled = resolve;
  });
  async function* body() {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="long.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n',
    );
    yield mp4Bytes(1024);
    for (let sent = 1024; sent < stallAfter; sent += chunk.length) yield chunk;
    stalled();
    await new Promise(() => {});
  }
  const req = httpRequest(`${base}/v1/files`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(40 * 1024 * 1024),
      'x-forwarded-for': nextIp(),
    },
  });
  const ended = new Promise<void>((resolve) => {
    req.on('error', () => resolve());
    req.on('close', () => resolve());
  });
  Readable.from(body()).pipe(req);
  return { stalled: stalledAt, ended };
}

async function upload(token: string, bytes: Buffer, filename: string) {
  const form = multipartBody({ purpose: 'work' }, { filename, contentType: 'video/mp4', bytes });
  const res = await call('POST', '/v1/files', { token, body: form.payload, headers: form.headers });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...data<{ _id: string; fileUrl: string }>(res), by: res.by };
}

describe('two API processes on one database and one bucket', () => {
  it('walk the whole loop, alternating processes on every request', async () => {
    const db = t.db;
    const brand = await createBrand(db);
    const campaign = await createCampaign(db, {
      brandId: brand.id,
      deliverables: ['Reel'],
      platformNames: ['Instagram'],
    });
    const admin = await createStaff(db, { role: 'admin' });
    const staff = await tokenFor(db, { staffId: admin.id });
    const creator = await createInfluencer(db, {
      upiId: 'asha@okhdfc',
      bankName: 'HDFC Bank',
      bankAccountHolderName: 'Asha Rao',
      bankAccountNumberLast4: '1234',
      ifscCode: 'HDFC0001234',
    });

    // Sign-in: the code is sent by one process and checked by the other.
    const sent = await call('POST', '/v1/influencer/send-otp', { json: { contact: creator.email } });
    expect(sent.status).toBe(200);
    const code = await waitFor('the sign-in code', async () => {
      const m = mail.messages.filter((x) => x.to.includes(creator.email.toLowerCase())).at(-1);
      return /\b(\d{6})\b/.exec(m?.text ?? '')?.[1];
    });
    const verified = await call('POST', '/v1/influencer/verify-otp', {
      json: { contact: creator.email, otp: code },
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.by).not.toBe(sent.by);
    const token = data<{ token: string }>(verified).token;

    // The creator's bell: connected straight to process A for the whole walk.
    const [a, b] = servers as [ApiServer, ApiServer];
    const live: LiveStream = await openLiveStream(a.url, token);
    expect(live.res.status).toBe(200);
    const notified = () => live.events.filter((e) => e.event === 'notification').length;
    /** Waits for one more notification on A's stream; answers its title. */
    const nextNotification = async (before: number) => {
      await live.until(() => notified() > before, 15_000);
      const event = live.events.filter((e) => e.event === 'notification')[before];
      return (event?.data as { title?: string } | undefined)?.title;
    };
    const madeThrough: Record<string, number> = {};
    const staffStep = async (name: string, to: string, extra: Record<string, unknown> = {}) => {
      const before = notified();
      const res = await call('POST', `/v1/admin/applications/${applicationId}/transition`, {
        token: staff,
        json: { to, ...extra },
      });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
      madeThrough[name] = res.by;
      const title = await nextNotification(before);
      return title;
    };

    // The catalogue is cached in each process (ADR 025): warmed through both, then each write through
    // one is what the very next read through the other answers, with no waiting.
    type Listed = { _id: string; isApplied: boolean; basic_info: { event_name: string } };
    const inList = async () => {
      const res = await call('GET', '/v1/influencer/active/task?limit=50', { token });
      expect(res.status).toBe(200);
      return { by: res.by, item: data<Listed[]>(res).find((c) => c._id === campaign.id) };
    };
    const warm = [await inList(), await inList()];
    expect(new Set(warm.map((w) => w.by)).size).toBe(2);
    expect(warm.map((w) => w.item?.isApplied)).toEqual([false, false]);

    // Apply.
    const applied = await call('POST', '/v1/influencer/apply', {
      token,
      json: { taskId: campaign.id, quote_asking_amount: '0', note: 'Applied for campaign' },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const applicationId = data<{ _id: string }>(applied)._id;
    const afterApply = await inList();
    expect(afterApply.by).not.toBe(applied.by);
    expect(afterApply.item?.isApplied).toBe(true);
    const renamed = await call('PATCH', `/v1/admin/tasks/${campaign.id}`, {
      token: staff,
      json: { event_name: 'Renamed through one process' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const afterRename = await inList();
    expect(afterRename.by).not.toBe(renamed.by);
    expect(afterRename.item?.basic_info.event_name).toBe('Renamed through one process');

    // A timer, fired once: the staff digest of new applications (due in an hour) is made due now and
    // the queue is woken; both processes run the queue, one takes it.
    const digestKey = `staff-applications-digest:${campaign.id}`;
    const timerRows = async (key: string) =>
      (await db.execute<{ key: string }>(sql`select key from timers where key = ${key}`)).rows.length;
    // Set by the event consumer that hears of the application, in whichever process runs it.
    await waitFor('the digest timer', async () => (await timerRows(digestKey)) === 1);
    await db.execute(sql`update timers set due_at = now() - interval '1 second' where key = ${digestKey}`);
    await db.execute(sql`select graphile_worker.add_job('timers-tick', '{}'::json)`);
    await waitFor('the digest timer to fire', async () => (await timerRows(digestKey)) === 0);
    await waitFor('the digest notification', async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from notifications where type = 'staff.applications' and recipient_id = ${admin.id}`,
      );
      return rows[0]?.n === 1;
    });
    await waitFor('the fired timer in a log', async () => timersFiredInLogs() >= 1);

    // Staff accept; the creator uploads a video and submits it.
    expect(await staffStep('accept', 'accepted')).toBeTruthy();
    const video = mp4Bytes(200_000);
    const first = await upload(token, video, 'reel.mp4');
    const listed = await call('GET', `/v1/influencer/apply?taskId=${campaign.id}`, { token });
    const item =
      data<{ campaign: { basic_info: { platform: { _id: string }[] }; deliverables: { _id: string }[] } }[]>(
        listed,
      )[0];
    const platformId = item?.campaign.basic_info.platform[0]?._id;
    const deliverableType = item?.campaign.deliverables[0]?._id;
    const submit = (fileUrl: string) =>
      call('PUT', '/v1/influencer/task/submission', {
        token,
        json: {
          taskId: campaign.id,
          task_details: [{ platformId, deliverables: [{ deliverableType, files: [{ fileUrl }] }] }],
        },
      });
    const submitted = await submit(first.fileUrl);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);

    // The video, stored through one process, plays (range requests) through both.
    for (let i = 0; i < 2; i++) {
      const part = await call('GET', first.fileUrl, { headers: { range: 'bytes=100-299' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 100-299/${video.length}`);
      expect(part.bytes.equals(video.subarray(100, 300))).toBe(true);
    }

    // Rework with a comment pinned to a moment of the video.
    const pinned = await call('POST', `/v1/admin/applications/${applicationId}/comments`, {
      token: staff,
      json: { fileId: first._id, atSeconds: 2, durationSeconds: 10, text: 'Music too loud here' },
    });
    expect(pinned.status, JSON.stringify(pinned.body)).toBe(201);
    await staffStep('rework', 'rework', { reason: 'Lower the music, please.' });
    const comments = await call('GET', `/v1/influencer/apply/${applicationId}/comments`, { token });
    const comment = data<{ _id: string; text: string; atSeconds: number }[]>(comments)[0];
    expect(comment).toMatchObject({ text: 'Music too loud here', atSeconds: 2 });
    const addressed = await call(
      'POST',
      `/v1/influencer/apply/${applicationId}/comments/${comment?._id}/address`,
      {
        token,
        json: { reply: 'Lowered the music' },
      },
    );
    expect(addressed.status, JSON.stringify(addressed.body)).toBe(200);

    // Resubmit a new cut, approve, post details, confirm, pay.
    const second = await upload(token, mp4Bytes(150_000), 'reel-v2.mp4');
    const resubmitted = await submit(second.fileUrl);
    expect(resubmitted.status, JSON.stringify(resubmitted.body)).toBe(200);
    await staffStep('approve', 'approved');
    const posted = await call('PUT', '/v1/influencer/task/final-submission', {
      token,
      json: {
        taskId: campaign.id,
        task_details: [
          {
            platformId,
            deliverables: [
              {
                deliverableType,
                task_link: `https://www.instagram.com/p/${applicationId.slice(0, 8)}`,
                task_proof: PNG_DATA_URL,
              },
            ],
          },
        ],
      },
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    await staffStep('confirm', 'final posted');
    const before = notified();
    const paid = await call('POST', '/v1/admin/payments', {
      token: staff,
      json: {
        influencerId: creator.id,
        applicationIds: [applicationId],
        paymentMethod: 'UPI',
        reference: 'UTR123456789',
      },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    madeThrough.pay = paid.by;
    await nextNotification(before);
    const paymentId = data<{ _id: string }>(paid)._id;

    // The receipt (a PDF the API made and stored in the bucket), downloaded through both processes.
    for (let i = 0; i < 2; i++) {
      const receipt = await call('GET', `/v1/influencer/payment/${paymentId}/receipt`, { token });
      expect(receipt.status).toBe(200);
      expect(receipt.headers.get('content-type')).toContain('application/pdf');
      expect(receipt.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The yearly statement (current financial year), as data and as a PDF, through both processes.
    const statement = await call('GET', '/v1/influencer/payment/statement', { token });
    expect(statement.status, JSON.stringify(statement.body)).toBe(200);
    expect(data<{ payments: { paymentId: string }[] }>(statement).payments.map((p) => p.paymentId)).toContain(
      paymentId,
    );
    const statementPdf = await call('GET', '/v1/influencer/payment/statement?format=pdf', { token });
    expect(statementPdf.status).toBe(200);
    expect(statementPdf.by).not.toBe(statement.by);
    expect(statementPdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // Every request alternated; changes made through B reached the stream on A.
    expect(alternated()).toBe(true);
    expect(Object.values(madeThrough)).toContain(1);
    const { rows: mine } = await db.execute<{ seq: string }>(
      sql`select seq::text from notifications where recipient_kind = 'influencer' and recipient_id = ${creator.id} order by seq`,
    );
    await live.until(() => notified() >= mine.length);
    expect(live.events.filter((e) => e.event === 'notification').map((e) => e.id)).toEqual(
      mine.map((r) => r.seq),
    );

    // Each timer fired once, by one of the two processes; no job failed.
    expect(timersFiredInLogs()).toBe(1);
    const { rows: failed } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where attempts >= max_attempts`,
    );
    expect(failed[0]?.n).toBe(0);

    // The request limit counts across both: RATE_LIMIT requests spread over A and B, then 429 from each.
    const ip = '198.19.7.7';
    const codes: number[] = [];
    const by = new Set<number>();
    for (let i = 0; i < RATE_LIMIT + 2; i++) {
      const res = await call('GET', '/v1/reference', { ip });
      codes.push(res.status);
      if (res.status === 429) by.add(res.by);
    }
    expect(codes).toEqual([...Array(RATE_LIMIT).fill(200), 429, 429]);
    expect([...by].sort()).toEqual([0, 1]);

    // Nothing was written to either process's own disk: every byte went to the bucket.
    for (const dir of dataDirs) expect(existsSync(path.join(dir, 'files'))).toBe(false);
    // Neither process logged an error along the way.
    const errors = servers.flatMap((s) =>
      readFileSync(s.logFile, 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{') && (JSON.parse(line) as { level?: number }).level! >= 50),
    );
    expect(errors).toEqual([]);

    // kill -9 of B in the middle of a 40 MB upload sent straight to it (its first parts already in
    // the bucket): A keeps serving, and no file row exists for the cut upload. The multipart upload
    // it leaves open is the storage-sweep job's (storage-sweep.test.ts; s3rver cannot list them).
    const rowsBefore = await fileRows();
    const cut = uploadThatStalls(b.url, token, 24 * 1024 * 1024);
    await cut.stalled;
    const open = await waitFor('parts of the upload in the bucket', async () =>
      s3.openUploads().find((u) => u.parts >= 1),
    );
    process.kill(b.pid, 'SIGKILL');
    await cut.ended;
    // Left open in the bucket: what the hourly storage-sweep aborts a day later.
    expect(s3.openUploads().map((u) => u.id)).toContain(open.id);
    proxy.targets.splice(1);
    expect((await fetch(`${a.url}/readyz`)).status).toBe(200);
    const stillServing = await call('GET', `/v1/influencer/payment/${paymentId}/receipt`, { token });
    expect(stillServing.status).toBe(200);
    expect(await fileRows()).toBe(rowsBefore);

    // Graceful shutdown: SIGTERM to A ends the creator's live stream cleanly and A stops in time.
    await a.stop();
    await live.ended;
    expect(readFileSync(a.logFile, 'utf8')).toContain('stopped cleanly');
  }, 180_000);
});
