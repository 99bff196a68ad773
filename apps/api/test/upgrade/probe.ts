import { createHash } from 'node:crypto';
import { MAX_PAGE_LIMIT } from '@ih/contract/envelope';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../src/lib/mailer.ts';

/**
 * What the API shows of a database, reduced to ids, statuses and file hashes: the same probe runs
 * on the release that made an upgrade fixture and on today's code after the migrations, and the
 * two answers must be equal. Everything is reached as a person would: signed in by e-mail code.
 */
export interface Snapshot {
  staff: { id: string; email: string; role: string }[];
  creators: { id: string; email: string }[];
  brands: string[];
  campaigns: string[];
  applications: { id: string; status: string }[];
  payments: string[];
  /** Per creator (by id): what the creator sees of their own work and money. */
  mine: Record<
    string,
    { applications: { id: string; status: string }[]; payments: string[]; saved: string[] }
  >;
  /**
   * Payment id → the type its receipt is served as, to the creator and to staff. Receipts may be
   * drawn on first read with today's dates, so their bytes are not compared.
   */
  receipts: Record<string, { creator: string; staff: string }>;
  /** Every stored file an answer above points to (its id) → sha256 of the bytes its URL serves. */
  files: Record<string, string>;
}

interface Row {
  _id: string;
  status?: string;
  email?: string;
  paymentReceipt?: string;
}

const byId = <T extends { id: string }>(a: T, b: T) => a.id.localeCompare(b.id);
const FILE_URL = /\/files\/([0-9a-f-]{36})(\?[^"\s]*)?/g;

export async function probe(
  app: FastifyInstance,
  mails: MailMessage[],
  staffEmails: string[],
): Promise<Snapshot> {
  let ip = 0;
  const seen: unknown[] = [];

  const get = async (url: string, token: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
    const body = res.json();
    seen.push(body);
    return body;
  };
  const all = async (url: string, token: string): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const sep = url.includes('?') ? '&' : '?';
      const body = await get(`${url}${sep}page=${page}&limit=${MAX_PAGE_LIMIT}`, token);
      rows.push(...body.data);
      if (page >= (body.pagination?.totalPages ?? 1)) return rows;
    }
  };
  const signIn = async (kind: 'admin' | 'influencer', email: string): Promise<string> => {
    const headers = { 'x-forwarded-for': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` };
    const send = await app.inject({
      method: 'POST',
      url: `/v1/${kind}/send-otp`,
      payload: { contact: email },
      headers,
    });
    if (send.statusCode !== 200) throw new Error(`${email} could not ask for a code: ${send.body}`);
    const otp = mails
      .filter((m) => m.to === email)
      .at(-1)
      ?.text.match(/\b(\d{6})\b/)?.[1];
    const res = await app.inject({
      method: 'POST',
      url: `/v1/${kind}/verify-otp`,
      payload: { contact: email, otp },
      headers,
    });
    if (res.statusCode !== 200) throw new Error(`${email} could not sign in: ${res.body}`);
    return res.json().data.token;
  };

  const staff: Snapshot['staff'] = [];
  let adminToken: string | undefined;
  for (const email of [...staffEmails].sort()) {
    const token = await signIn('admin', email);
    const me = (await get('/v1/admin/me', token)).data;
    staff.push({ id: me._id, email, role: me.role });
    if (me.role === 'admin') adminToken ??= token;
  }
  if (!adminToken) throw new Error('the fixture has no admin to look with');

  const creatorRows = await all('/v1/admin/influencers', adminToken);
  const applicationRows = await all('/v1/admin/applications', adminToken);
  for (const a of applicationRows) await get(`/v1/admin/applications/${a._id}`, adminToken);
  const brands = (await all('/v1/admin/brands', adminToken)).map((b) => b._id).sort();
  for (const id of brands) await get(`/v1/admin/brands/${id}`, adminToken);
  const campaigns = (await all('/v1/admin/tasks', adminToken)).map((c) => c._id).sort();
  for (const id of campaigns) await get(`/v1/admin/tasks/${id}`, adminToken);
  const payments = (await all('/v1/admin/payments', adminToken)).map((p) => p._id).sort();

  const fetchOk = async (url: string, token?: string) => {
    const headers = token ? { authorization: `Bearer ${token}` } : {};
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res;
  };
  const receipts: Snapshot['receipts'] = {};
  const receiptUrls = new Set<string>();
  const mine: Snapshot['mine'] = {};
  for (const c of creatorRows) {
    const token = await signIn('influencer', c.email!);
    await get('/v1/influencer/profile', token);
    await all('/v1/influencer/active/task?status=all', token);
    const saved = await all('/v1/influencer/active/task?status=all&savedOnly=true', token);
    await get('/v1/influencer/brand/get', token);
    const own = await all('/v1/influencer/apply', token);
    const paid = (await get('/v1/influencer/payment/get', token)).data as Row[];
    for (const p of paid) {
      receiptUrls.add(p.paymentReceipt!);
      const staffCopy = await fetchOk(`/v1/admin/payments/${p._id}/receipt`, adminToken);
      receipts[p._id] = {
        creator: String((await fetchOk(p.paymentReceipt!)).headers['content-type']),
        staff: String(staffCopy.headers['content-type']),
      };
    }
    mine[c._id] = {
      applications: own.map((a) => ({ id: a._id, status: a.status! })).sort(byId),
      payments: paid.map((p) => p._id).sort(),
      saved: saved.map((s) => s._id).sort(),
    };
  }

  // Every file URL any answer gave, fetched as the browser would (public, or signed for a while).
  const urls = new Map<string, string>();
  for (const m of JSON.stringify(seen).matchAll(FILE_URL)) if (!receiptUrls.has(m[0])) urls.set(m[1]!, m[0]);
  const files: Snapshot['files'] = {};
  for (const [id, url] of [...urls].sort(([a], [b]) => a.localeCompare(b))) {
    files[id] = createHash('sha256')
      .update((await fetchOk(url)).rawPayload)
      .digest('hex');
  }

  return {
    staff,
    creators: creatorRows.map((c) => ({ id: c._id, email: c.email! })).sort(byId),
    brands,
    campaigns,
    applications: applicationRows.map((a) => ({ id: a._id, status: a.status! })).sort(byId),
    payments,
    mine,
    receipts,
    files,
  };
}
