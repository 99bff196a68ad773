import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * RazorpayX's documented Payouts API (contacts, fund accounts, fund-account validation, payouts),
 * spoken over fetch with HTTP Basic auth: JSON in and out, amounts in paise. Nothing here knows our
 * tables; provider.ts maps it to the product's words.
 */

export interface RazorpayXOptions {
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** How long one call may take before it is abandoned (the payout may still have been made). */
  timeoutMs?: number;
}

export type RazorpayXPayoutStatus =
  | 'queued'
  | 'pending'
  | 'processing'
  | 'processed'
  | 'reversed'
  | 'failed'
  | 'rejected'
  | 'cancelled';

export interface RazorpayXPayout {
  id: string;
  entity: 'payout';
  status: RazorpayXPayoutStatus;
  utr: string | null;
  reference_id?: string | null;
  amount?: number;
  failure_reason?: string | null;
  status_details?: { reason?: string | null; description?: string | null } | null;
}

export interface RazorpayXValidation {
  id: string;
  status: 'created' | 'completed' | 'failed';
  results?: { account_status?: 'active' | 'invalid' | null; registered_name?: string | null } | null;
}

export type FundAccountBody =
  | {
      contact_id: string;
      account_type: 'bank_account';
      bank_account: { name: string; ifsc: string; account_number: string };
    }
  | { contact_id: string; account_type: 'vpa'; vpa: { address: string } };

export interface PayoutBody {
  account_number: string;
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  mode: 'IMPS' | 'UPI' | 'NEFT';
  purpose: 'payout';
  queue_if_low_balance: true;
  reference_id: string;
  narration: string;
}

/**
 * A call that did not succeed. `definite` is true for a 4xx answer (the provider refused; the same
 * request will be refused again); a 5xx, a timeout or a dropped connection is not definite: the
 * provider may have acted, and the same idempotency key must be used to ask again.
 */
export class RazorpayXError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly code: string | null,
    readonly definite: boolean,
  ) {
    super(message);
    this.name = 'RazorpayXError';
  }
}

export class RazorpayXClient {
  private readonly auth: string;
  constructor(private readonly options: RazorpayXOptions) {
    this.auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  }

  private async call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    let res: Response;
    try {
      res = await fetch(`${this.options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      // Never the request body in the message: it may hold an account number.
      const what =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed to connect';
      throw new RazorpayXError(`RazorpayX ${method} ${path} ${what}`, null, null, false);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!res.ok) {
      const err = (json as { error?: { code?: string; description?: string } } | null)?.error;
      throw new RazorpayXError(
        `RazorpayX ${method} ${path} answered ${res.status}${err?.description ? `: ${err.description}` : ''}`,
        res.status,
        err?.code ?? null,
        res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429,
      );
    }
    return json as T;
  }

  createContact(body: {
    name: string;
    email?: string;
    contact?: string;
    type: 'vendor';
    reference_id: string;
  }) {
    return this.call<{ id: string }>('POST', '/v1/contacts', body);
  }

  createFundAccount(body: FundAccountBody) {
    return this.call<{ id: string }>('POST', '/v1/fund_accounts', body);
  }

  validateFundAccount(body: {
    account_number: string;
    fund_account: { id: string };
    amount: number;
    currency: 'INR';
    notes?: Record<string, string>;
  }) {
    return this.call<RazorpayXValidation>('POST', '/v1/fund_accounts/validations', body);
  }

  getValidation(id: string) {
    return this.call<RazorpayXValidation>('GET', `/v1/fund_accounts/validations/${encodeURIComponent(id)}`);
  }

  /** The same key and body answer the same payout: the provider never makes a second one. */
  createPayout(idempotencyKey: string, body: PayoutBody) {
    return this.call<RazorpayXPayout>('POST', '/v1/payouts', body, {
      'X-Payout-Idempotency': idempotencyKey,
    });
  }

  getPayout(id: string) {
    return this.call<RazorpayXPayout>('GET', `/v1/payouts/${encodeURIComponent(id)}`);
  }
}

/** Whether a webhook's `X-Razorpay-Signature` is the hex HMAC-SHA256 of its raw body with our secret. */
export function razorpayXSignatureValid(
  rawBody: Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
