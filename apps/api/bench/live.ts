/**
 * Shared by the scripts that drive the REAL server process (scripts/crash-test.mjs, soak.mjs,
 * lighthouse.mjs): a real SMTP receiver for sign-in codes, the server started as one node process
 * (e2e/support/api-server.ts: production mode, its own embedded PostgreSQL in DATA_DIR), a small
 * JSON client, OTP sign-in, and RSS readings of the server process.
 */
import { readFileSync } from 'node:fs';
import { type ApiServer, startApiServer } from '../../../e2e/support/api-server.ts';
import { type MailReceiver, startMailReceiver } from '../../../e2e/support/mail-receiver.ts';

export { embeddedDatabaseUrl } from '../../../e2e/support/api-server.ts';
export type { ApiServer, MailReceiver };

/** Limits raised so that hundreds of clients on 127.0.0.1 are not one rate-limited address. */
export const LOAD_TEST_ENV = {
  RATE_LIMIT_PER_MINUTE: '1000000',
  OTP_SENDS_PER_IP: '1000000',
  OTP_CHECKS_PER_IP: '1000000',
  LOG_LEVEL: 'warn',
};

export async function startLiveServer(opts: {
  port: number;
  dataDir: string;
  mail: MailReceiver;
  logFile: string;
  env?: Record<string, string>;
}): Promise<ApiServer> {
  return startApiServer({
    port: opts.port,
    logFile: opts.logFile,
    timeoutMs: 300_000,
    env: {
      DATA_DIR: opts.dataDir,
      SMTP_URL: opts.mail.smtpUrl,
      DEMO_DATA: '1',
      ...LOAD_TEST_ENV,
      ...opts.env,
    },
  });
}

export { startMailReceiver };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  ms: number;
}

/** One JSON call; network failures come back as status 0 (the caller decides what that means). */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
      body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
      signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {}
    return { status: res.status, body: body as T, ms: performance.now() - started };
  } catch (error) {
    return { status: 0, body: String(error) as T, ms: performance.now() - started };
  }
}

/** Waits for the newest code mailed to `contact` after message id `after`. */
async function codeFor(mail: MailReceiver, contact: string, after: number): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const m = [...mail.messages].reverse().find((x) => x.id > after && x.to.includes(contact.toLowerCase()));
    const code = m?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`No sign-in code reached ${contact} within 30 s`);
}

/** Full OTP round trip (send, read the mail, verify); returns the token and the answers' times. */
export async function signIn(
  base: string,
  mail: MailReceiver,
  contact: string,
  kind: 'influencer' | 'admin' = 'influencer',
): Promise<{ token: string; userId: string; user: unknown; ms: number[] }> {
  const after = mail.messages.at(-1)?.id ?? 0;
  const sent = await call(base, 'POST', `/v1/${kind}/send-otp`, { body: { contact } });
  if (sent.status !== 200)
    throw new Error(`send-otp ${contact}: ${sent.status} ${JSON.stringify(sent.body)}`);
  const otp = await codeFor(mail, contact, after);
  const verified = await call<{ token: string; user: { _id: string } }>(
    base,
    'POST',
    `/v1/${kind}/verify-otp`,
    {
      body: { contact, otp },
    },
  );
  if (verified.status !== 200)
    throw new Error(`verify-otp ${contact}: ${verified.status} ${JSON.stringify(verified.body)}`);
  return {
    token: verified.body.token,
    userId: verified.body.user._id,
    user: verified.body.user,
    ms: [sent.ms, verified.ms],
  };
}

/** A registration body the API accepts; `n` makes the e-mail and mobile unique. */
export function creatorRegistration(n: number, tag: string) {
  return {
    account_type: ['Personal Account'],
    name: `Load Creator ${tag} ${n}`,
    mobile_number: `9${String(n).padStart(9, '0')}`,
    email: `load-${tag}-${n}@example.com`,
    address: '12 MG Road',
    pincode: '560001',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    social_platform: [
      { platform_name: 'Instagram', profile_url: `https://instagram.com/load${n}`, followers: '12000' },
    ],
    niche: ['Food'],
    description: 'I cook regional Indian food on camera every week.',
  };
}

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS). */
export function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function loadAverage(): string {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
