import { z } from 'zod';
import { adminPaymentRecord, payoutDestinationWire } from './admin-payments.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { DESTINATION_KINDS } from './payout-enums.ts';
import { PAYOUT_MESSAGES } from './payouts-messages.ts';
import * as route from './routes/payouts.ts';

export { PAYOUT_MESSAGES };

/**
 * RazorpayX's payout events (design §18). The body is read raw (its HMAC is checked against
 * X-Razorpay-Signature before anything else), so it has no schema here.
 */
export const razorpayxWebhook = defineOperation({
  ...route.razorpayxWebhook,
  summary: 'RazorpayX payout webhooks: signature checked on the raw body, each event taken once',
  tags: ['payouts'],
  response: envelope(z.null()),
});

const idParam = z.object({ id: z.uuid({ error: 'We could not find that payment.' }) });

export const adminRetryPayout = defineOperation({
  ...route.adminRetryPayout,
  summary: 'Sends a failed, rejected or reversed payout again, as a new attempt with a new key',
  tags: ['admin'],
  params: idParam,
  response: envelope(adminPaymentRecord),
});

export const approveDestinationBody = z.object({
  kind: z.enum(DESTINATION_KINDS, { error: PAYOUT_MESSAGES.kind }),
  reason: z.string({ error: PAYOUT_MESSAGES.reason }).trim().min(5, PAYOUT_MESSAGES.reason).max(500),
});

export const adminApproveDestination = defineOperation({
  ...route.adminApproveDestination,
  summary: "Approves paying an account whose name at the bank differs from the creator's, with the reason",
  tags: ['admin'],
  params: z.object({ id: z.uuid({ error: 'We could not find that creator.' }) }),
  body: approveDestinationBody,
  response: envelope(payoutDestinationWire),
});
