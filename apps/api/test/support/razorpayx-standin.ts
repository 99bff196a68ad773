import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A stand-in for RazorpayX's documented Payouts API (node:http), for tests and the end-to-end server:
 * contacts, fund accounts, fund-account validations, payouts with X-Payout-Idempotency, and signed
 * webhooks. It counts payouts made per idempotency key (the product must never make two), and can be
 * told to fail or to drop the connection after taking a payout (the provider acted, we never heard).
 */

export type StandinPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export interface StandinPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  mode: string;
  purpose: string;
  status: StandinPayoutStatus;
  utr: string | null;
  reference_id: string;
  narration: string;
  failure_reason: string | null;
  status_details: { reason: string | null; description: string | null } | null;
  created_at: number;
}

interface FundAccount {
  id: string;
  contact_id: string;
  account_type: 'bank_account' | 'vpa';
  key: string;
  holder: string;
}

export interface StandinOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  accountNumber?: string;
}

export interface RazorpayXStandin {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  accountNumber: string;
  /** Payouts made per idempotency key (must never exceed 1). */
  payoutsPerKey: Map<string, number>;
  /** Create-payout requests received per key (retries included). */
  requestsPerKey: Map<string, number>;
  payouts: Map<string, StandinPayout>;
  /** Every request's method and path, and its body as received (to check what leaves the product). */
  requests: { method: string; path: string; body: string; headers: IncomingMessage['headers'] }[];
  /** The name the bank has for a VPA or account number (default: the fund account's holder/contact name). */
  namesAtBank: Map<string, string>;
  /** VPAs or account numbers the bank calls invalid. */
  invalid: Set<string>;
  /** The next n create-payout calls answer this status without taking the payout. */
  failNextPayouts(n: number, status?: number): void;
  /** The next create-payout call takes the payout, then drops the connection without answering. */
  dropAfterTakingNext(): void;
  /** Where webhooks go (our POST /v1/webhooks/razorpayx). */
  webhookUrl: string | null;
  /** Moves a payout to a status (as the bank would), and sends its webhook unless told not to. */
  settle(
    payoutId: string,
    status: StandinPayoutStatus,
    opts?: { utr?: string; reason?: string; send?: boolean },
  ): Promise<number | null>;
  /** Sends one webhook event about a payout as it is now (or as given); answers our HTTP status. */
  sendWebhook(
    payout: StandinPayout,
    opts?: { event?: string; eventId?: string; badSignature?: boolean },
  ): Promise<number>;
  /** One webhook delivery, signed (or not), for a test to post itself. */
  signedWebhook(
    payout: StandinPayout,
    opts?: { event?: string; eventId?: string; badSignature?: boolean },
  ): { payload: string; headers: Record<string, string> };
  /** Lets the test look at a payout by our reference id (the attempt id). */
  payoutByReference(referenceId: string): StandinPayout | undefined;
  close(): Promise<void>;
}

/** The fields of the documented requests the stand-in reads. */
interface RequestBody {
  name?: string;
  contact_id?: string;
  account_type?: 'bank_account' | 'vpa';
  vpa?: { address?: string };
  bank_account?: { name?: string; ifsc?: string; account_number?: string };
  fund_account?: { id?: string };
  fund_account_id?: string;
  account_number?: string;
  amount?: number;
  notes?: Record<string, string>;
  mode?: string;
  purpose?: string;
  reference_id?: string;
  narration?: string;
}

const id = (prefix: string) => `${prefix}_${randomBytes(7).toString('hex')}`;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const badRequest = (res: ServerResponse, description: string, field?: string) =>
  send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description, field: field ?? null } });

export async function startRazorpayXStandin(options: StandinOptions = {}): Promise<RazorpayXStandin> {
  const keyId = options.keyId ?? 'rzp_test_standin';
  const keySecret = options.keySecret ?? 'standin-secret';
  const webhookSecret = options.webhookSecret ?? 'standin-webhook-secret';
  const accountNumber = options.accountNumber ?? '2323230000000001';
  const contacts = new Map<string, { name: string }>();
  const funds = new Map<string, FundAccount>();
  const validations = new Map<string, unknown>();
  const byKey = new Map<string, { payout: StandinPayout; body: string }>();
  let failing = { n: 0, status: 500 };
  let dropNext = false;

  const s = {} as RazorpayXStandin;
  const expectedAuth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    s.requests.push({ method: req.method ?? 'GET', path, body, headers: req.headers });
    if (req.headers.authorization !== expectedAuth)
      return send(res, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
    let json: RequestBody = {};
    try {
      json = body ? JSON.parse(body) : {};
    } catch {
      return badRequest(res, 'The request body is not JSON.');
    }
    if (req.method === 'POST' && path === '/v1/contacts') {
      if (!json.name) return badRequest(res, 'The name field is required.', 'name');
      const contact = { id: id('cont'), entity: 'contact', ...json };
      contacts.set(contact.id, { name: json.name });
      return send(res, 201, contact);
    }
    if (req.method === 'POST' && path === '/v1/fund_accounts') {
      const contact = contacts.get(json.contact_id ?? '');
      if (!contact) return badRequest(res, 'The contact_id is invalid.', 'contact_id');
      let key: string;
      let holder = contact.name;
      if (json.account_type === 'vpa') {
        key = String(json.vpa?.address ?? '');
        if (!/^[\w.-]+@[\w.-]+$/.test(key)) return badRequest(res, 'Invalid VPA address.', 'vpa.address');
      } else if (json.account_type === 'bank_account') {
        key = String(json.bank_account?.account_number ?? '');
        holder = String(json.bank_account?.name ?? contact.name);
        if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(String(json.bank_account?.ifsc ?? '')))
          return badRequest(res, 'Invalid IFSC.', 'bank_account.ifsc');
      } else return badRequest(res, 'Invalid account_type.', 'account_type');
      const fund: FundAccount = {
        id: id('fa'),
        contact_id: json.contact_id ?? '',
        account_type: json.account_type,
        key,
        holder,
      };
      funds.set(fund.id, fund);
      return send(res, 201, {
        id: fund.id,
        entity: 'fund_account',
        contact_id: fund.contact_id,
        account_type: fund.account_type,
        active: true,
      });
    }
    if (req.method === 'POST' && path === '/v1/fund_accounts/validations') {
      const fund = funds.get(json.fund_account?.id ?? '');
      if (!fund) return badRequest(res, 'The fund account id is invalid.', 'fund_account.id');
      if (json.account_number !== accountNumber)
        return badRequest(res, 'Invalid account number.', 'account_number');
      const invalid = s.invalid.has(fund.key);
      const v = {
        id: id('fav'),
        entity: 'fund_account.validation',
        fund_account: { id: fund.id },
        status: 'completed',
        amount: json.amount,
        currency: 'INR',
        notes: json.notes ?? {},
        results: {
          account_status: invalid ? 'invalid' : 'active',
          registered_name: invalid ? null : (s.namesAtBank.get(fund.key) ?? fund.holder),
        },
      };
      validations.set(v.id, v);
      return send(res, 201, v);
    }
    const validation = path.match(/^\/v1\/fund_accounts\/validations\/([\w-]+)$/);
    if (req.method === 'GET' && validation) {
      const v = validations.get(validation[1] ?? '');
      return v
        ? send(res, 200, v)
        : send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'Not found' } });
    }
    if (req.method === 'POST' && path === '/v1/payouts') {
      const key = String(req.headers['x-payout-idempotency'] ?? '');
      if (!key) return badRequest(res, 'X-Payout-Idempotency header is required.');
      s.requestsPerKey.set(key, (s.requestsPerKey.get(key) ?? 0) + 1);
      if (failing.n > 0) {
        failing.n--;
        return send(res, failing.status, {
          error: { code: 'SERVER_ERROR', description: 'Try again later.' },
        });
      }
      const seen = byKey.get(key);
      if (seen) {
        if (seen.body !== body)
          return badRequest(res, 'Different request body sent for the same idempotency key.');
        return send(res, 200, seen.payout);
      }
      if (!funds.has(json.fund_account_id ?? ''))
        return badRequest(res, 'Invalid fund account.', 'fund_account_id');
      if (json.account_number !== accountNumber)
        return badRequest(res, 'Invalid account number.', 'account_number');
      if (typeof json.amount !== 'number' || !Number.isInteger(json.amount) || json.amount < 100)
        return badRequest(res, 'The amount must be at least 100 paise.', 'amount');
      const payout: StandinPayout = {
        id: id('pout'),
        entity: 'payout',
        fund_account_id: json.fund_account_id ?? '',
        amount: json.amount,
        currency: 'INR',
        mode: json.mode ?? '',
        purpose: json.purpose ?? '',
        status: 'processing',
        utr: null,
        reference_id: json.reference_id ?? '',
        narration: json.narration ?? '',
        failure_reason: null,
        status_details: null,
        created_at: Math.floor(Date.now() / 1000),
      };
      byKey.set(key, { payout, body });
      s.payouts.set(payout.id, payout);
      s.payoutsPerKey.set(key, (s.payoutsPerKey.get(key) ?? 0) + 1);
      if (dropNext) {
        dropNext = false;
        res.socket?.destroy();
        return;
      }
      return send(res, 200, payout);
    }
    const payoutPath = path.match(/^\/v1\/payouts\/([\w-]+)$/);
    if (req.method === 'GET' && payoutPath) {
      const p = s.payouts.get(payoutPath[1] ?? '');
      return p
        ? send(res, 200, p)
        : send(res, 404, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
    }
    return send(res, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
    });
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() =>
      send(res, 500, { error: { code: 'SERVER_ERROR', description: 'stand-in failed' } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let utrSeq = 0;

  Object.assign(s, {
    url: `http://127.0.0.1:${port}`,
    keyId,
    keySecret,
    webhookSecret,
    accountNumber,
    payoutsPerKey: new Map(),
    requestsPerKey: new Map(),
    payouts: new Map(),
    requests: [],
    namesAtBank: new Map(),
    invalid: new Set(),
    webhookUrl: null,
    failNextPayouts(n: number, status = 500) {
      failing = { n, status };
    },
    dropAfterTakingNext() {
      dropNext = true;
    },
    async settle(payoutId, status, opts = {}) {
      const p = s.payouts.get(payoutId);
      if (!p) throw new Error(`no payout ${payoutId}`);
      p.status = status;
      if (status === 'processed') p.utr = opts.utr ?? p.utr ?? `UTR${Date.now()}${++utrSeq}`.slice(0, 22);
      if (status === 'failed' || status === 'rejected' || status === 'reversed') {
        p.failure_reason = opts.reason ?? 'Beneficiary bank is offline';
        p.status_details = { reason: 'bank_offline', description: p.failure_reason };
      }
      return opts.send === false ? null : s.sendWebhook(p);
    },
    signedWebhook(payout, opts = {}) {
      const payload = JSON.stringify({
        entity: 'event',
        account_id: 'acc_standin',
        event: opts.event ?? `payout.${payout.status}`,
        contains: ['payout'],
        payload: { payout: { entity: { ...payout } } },
        created_at: Math.floor(Date.now() / 1000),
      });
      const signature = createHmac('sha256', opts.badSignature ? 'wrong-secret' : webhookSecret)
        .update(payload)
        .digest('hex');
      return {
        payload,
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': opts.eventId ?? id('evt'),
        },
      };
    },
    async sendWebhook(payout, opts = {}) {
      if (!s.webhookUrl) throw new Error('webhookUrl is not set');
      const { payload, headers } = s.signedWebhook(payout, opts);
      const res = await fetch(s.webhookUrl, { method: 'POST', headers, body: payload });
      await res.arrayBuffer();
      return res.status;
    },
    payoutByReference(referenceId: string) {
      return [...s.payouts.values()].find((p) => p.reference_id === referenceId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies Partial<RazorpayXStandin>);
  return s;
}

/** The API's environment for a stand-in. */
export const standinEnv = (s: RazorpayXStandin): Record<string, string> => ({
  PAYOUT_PROVIDER: 'razorpayx',
  RAZORPAYX_KEY_ID: s.keyId,
  RAZORPAYX_KEY_SECRET: s.keySecret,
  RAZORPAYX_ACCOUNT_NUMBER: s.accountNumber,
  RAZORPAYX_WEBHOOK_SECRET: s.webhookSecret,
  RAZORPAYX_BASE_URL: s.url,
});
