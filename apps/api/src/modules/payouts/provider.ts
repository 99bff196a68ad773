import type { DestinationStatus, PayoutAttemptStatus } from '@ih/contract/payout-enums';
import type { Config } from '../../config.ts';
import {
  RazorpayXClient,
  RazorpayXError,
  type RazorpayXPayout,
  type RazorpayXValidation,
  razorpayXSignatureValid,
} from './razorpayx-client.ts';

/*
 * Who moves the money (design §18). `manual`: staff send it outside the product and record the
 * reference, as before. A provider (RazorpayX now; Cashfree Payouts fits the same shape) verifies
 * destinations and makes payouts with an idempotency key. Services use this interface only.
 */

export type Destination =
  | { kind: 'bank'; holderName: string; ifsc: string; accountNumber: string }
  | { kind: 'upi'; address: string };

export interface DestinationCheck {
  status: DestinationStatus;
  contactId: string | null;
  fundAccountId: string | null;
  validationId: string | null;
  nameAtBank: string | null;
  problem: string | null;
}

export interface ProviderPayout {
  id: string;
  status: PayoutAttemptStatus;
  utr: string | null;
  failureReason: string | null;
  /** Our reference sent with it (the attempt's id), to find an attempt whose commit was lost. */
  referenceId: string | null;
}

export interface PayoutRequest {
  idempotencyKey: string;
  fundAccountId: string;
  amountPaise: number;
  mode: 'IMPS' | 'UPI' | 'NEFT';
  referenceId: string;
  narration: string;
}

export interface ApiPayoutProvider {
  kind: 'razorpayx';
  checkDestination(
    payee: { id: string; name: string; email: string; mobile: string },
    destination: Destination,
  ): Promise<DestinationCheck>;
  recheckDestination(previous: DestinationCheck): Promise<DestinationCheck>;
  createPayout(request: PayoutRequest): Promise<ProviderPayout>;
  fetchPayout(id: string): Promise<ProviderPayout>;
  webhookSignatureValid(rawBody: Buffer, signature: string | undefined): boolean;
}

export type PayoutProvider = { kind: 'manual' } | ApiPayoutProvider;

export { RazorpayXError as ProviderError };

/** The provider's states in ours: its `pending` (awaiting approval) waits like `queued`; `cancelled` failed. */
export function toPayoutStatus(s: RazorpayXPayout['status']): PayoutAttemptStatus {
  if (s === 'pending') return 'queued';
  if (s === 'cancelled') return 'failed';
  return s;
}

export function toProviderPayout(p: RazorpayXPayout): ProviderPayout {
  const status = toPayoutStatus(p.status);
  const reason = p.status_details?.description || p.failure_reason || p.status_details?.reason || null;
  return {
    id: p.id,
    status,
    utr: p.utr || null,
    failureReason: status === 'failed' || status === 'rejected' || status === 'reversed' ? reason : null,
    referenceId: p.reference_id ?? null,
  };
}

function validationCheck(
  v: RazorpayXValidation,
  ids: Pick<DestinationCheck, 'contactId' | 'fundAccountId'>,
): DestinationCheck {
  const base = { ...ids, validationId: v.id, nameAtBank: v.results?.registered_name ?? null };
  if (v.status === 'created') return { ...base, status: 'pending', problem: null };
  if (v.status === 'completed' && v.results?.account_status === 'active')
    return { ...base, status: 'verified', problem: null };
  return {
    ...base,
    status: 'invalid',
    problem:
      v.status === 'failed'
        ? 'The bank could not check these details. Check them and save again.'
        : 'The bank says this account or UPI ID is not active. Check the details and save again.',
  };
}

function razorpayX(config: Extract<Config['payouts'], { provider: 'razorpayx' }>): ApiPayoutProvider {
  const client = new RazorpayXClient(config);
  return {
    kind: 'razorpayx',
    async checkDestination(payee, destination) {
      const contact = await client.createContact({
        name: payee.name,
        ...(payee.email ? { email: payee.email } : {}),
        ...(payee.mobile ? { contact: payee.mobile } : {}),
        type: 'vendor',
        reference_id: payee.id,
      });
      const fund = await client.createFundAccount(
        destination.kind === 'bank'
          ? {
              contact_id: contact.id,
              account_type: 'bank_account',
              bank_account: {
                name: destination.holderName,
                ifsc: destination.ifsc,
                account_number: destination.accountNumber,
              },
            }
          : { contact_id: contact.id, account_type: 'vpa', vpa: { address: destination.address } },
      );
      const validation = await client.validateFundAccount({
        account_number: config.accountNumber,
        fund_account: { id: fund.id },
        amount: 100,
        currency: 'INR',
        notes: { influencer: payee.id },
      });
      return validationCheck(validation, { contactId: contact.id, fundAccountId: fund.id });
    },
    async recheckDestination(previous) {
      if (!previous.validationId) return previous;
      return validationCheck(await client.getValidation(previous.validationId), previous);
    },
    async createPayout(r) {
      const payout = await client.createPayout(r.idempotencyKey, {
        account_number: config.accountNumber,
        fund_account_id: r.fundAccountId,
        amount: r.amountPaise,
        currency: 'INR',
        mode: r.mode,
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: r.referenceId,
        narration: r.narration,
      });
      return toProviderPayout(payout);
    },
    async fetchPayout(id) {
      return toProviderPayout(await client.getPayout(id));
    },
    webhookSignatureValid(rawBody, signature) {
      return razorpayXSignatureValid(rawBody, signature, config.webhookSecret);
    },
  };
}

/** The configured provider. */
export function payoutProvider(config: Config): PayoutProvider {
  return config.payouts.provider === 'razorpayx' ? razorpayX(config.payouts) : { kind: 'manual' };
}
