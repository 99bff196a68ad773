import { z } from 'zod';
import {
  AGREEMENT_EVENT_TYPES,
  AGREEMENT_STATUSES,
  SIGNER_ROLES,
  SIGNING_CHANNELS,
  USAGE_CHANNELS,
  USAGE_TERRITORIES,
} from './agreement-enums.ts';
import { AGREEMENT_MESSAGES } from './agreements-messages.ts';
import { otpField } from './auth.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/agreements.ts';

export { AGREEMENT_MESSAGES };

/** Longest usage rights and exclusivity a campaign may ask for: five years. */
export const MAX_USAGE_DAYS = 1825;

const USAGE_MESSAGES = {
  channels: `Choose the channels from: ${USAGE_CHANNELS.join(', ')}.`,
  duration: `The usage rights last a whole number of days from 1 to ${MAX_USAGE_DAYS}.`,
  territory: `The territory is one of: ${USAGE_TERRITORIES.join(', ')}.`,
  exclusivity: `Exclusivity is a whole number of days from 0 to ${MAX_USAGE_DAYS}.`,
};

/**
 * A campaign's usage rights (design §16): how the brand may use the content beyond the creator's own
 * post, for how long and where, and what the creator agrees not to do meanwhile. Time-bound always:
 * no perpetual rights.
 */
export const usageRights = z.object({
  channels: z
    .array(z.enum(USAGE_CHANNELS, { error: USAGE_MESSAGES.channels }), { error: USAGE_MESSAGES.channels })
    .min(1, USAGE_MESSAGES.channels)
    .max(USAGE_CHANNELS.length)
    .transform((v) => [...new Set(v)]),
  duration_days: z
    .number({ error: USAGE_MESSAGES.duration })
    .int(USAGE_MESSAGES.duration)
    .min(1, USAGE_MESSAGES.duration)
    .max(MAX_USAGE_DAYS, USAGE_MESSAGES.duration),
  territory: z.enum(USAGE_TERRITORIES, { error: USAGE_MESSAGES.territory }),
  exclusivity_days: z
    .number({ error: USAGE_MESSAGES.exclusivity })
    .int(USAGE_MESSAGES.exclusivity)
    .min(0, USAGE_MESSAGES.exclusivity)
    .max(MAX_USAGE_DAYS, USAGE_MESSAGES.exclusivity)
    .default(0),
  exclusivity_category: z
    .string()
    .trim()
    .max(100, 'Keep the exclusivity category under 100 characters.')
    .nullish()
    .transform((v) => v || null),
});
export type UsageRightsInput = z.input<typeof usageRights>;

/** The usage rights as answered (campaign detail, staff form, agreement terms). */
export const usageRightsWire = z.object({
  channels: z.array(z.enum(USAGE_CHANNELS)),
  duration_days: z.number().int(),
  territory: z.enum(USAGE_TERRITORIES),
  exclusivity_days: z.number().int(),
  exclusivity_category: z.string().nullable(),
});
export type UsageRightsWire = z.output<typeof usageRightsWire>;

/** What the agreement binds, as data (the text says the same in words). */
export const agreementTerms = z.object({
  campaign: z.object({ _id: z.uuid(), campaign_id: z.string(), title: z.string() }),
  brand: z.object({ _id: z.uuid(), name: z.string() }),
  creator: z.object({ _id: z.uuid(), name: z.string() }),
  /** Whole rupees agreed on acceptance. */
  amount: z.number().int(),
  payout_terms_days: z.number().int(),
  usage_rights: usageRightsWire.nullable(),
  deliverables: z.array(z.object({ type: z.string(), posting_date: z.string().nullable() })),
  submissionDeadline: z.string().nullable(),
});
export type AgreementTerms = z.output<typeof agreementTerms>;

export const agreementWire = z.object({
  _id: z.uuid(),
  /** 1 for the first; changed terms make the next version, which both sign again. */
  version: z.number().int(),
  status: z.enum(AGREEMENT_STATUSES),
  /** SHA-256 (hex) of the agreement text both sign; fixed at the first signature, null before it. */
  sha256: z.string().nullable(),
  /** A short-lived link to the latest PDF issued (after a signature), or null before any. */
  documentUrl: z.string().nullable(),
  terms: agreementTerms,
  /** The agreement's full text, as it will be signed. */
  text: z.string(),
  signers: z.array(
    z.object({
      role: z.enum(SIGNER_ROLES),
      name: z.string(),
      signedAt: z.string(),
      channel: z.enum(SIGNING_CHANNELS),
    }),
  ),
  events: z.array(
    z.object({
      type: z.enum(AGREEMENT_EVENT_TYPES),
      at: z.string(),
      actor: z.object({ role: z.enum([...SIGNER_ROLES, 'system']), name: z.string() }),
    }),
  ),
  declineReason: z.string().nullable(),
  /** The day the usage rights end (post live day + duration), once the post is live; else null. */
  usageRightsEndOn: z.string().nullable(),
  /** Whether the caller may sign now (their side's turn, not yet signed). */
  canSign: z.boolean(),
  createdAt: z.string(),
});
export type AgreementWire = z.output<typeof agreementWire>;

const creatorParams = z.object({ applicationId: z.uuid({ error: AGREEMENT_MESSAGES.applicationNotFound }) });
const staffParams = z.object({ id: z.uuid({ error: AGREEMENT_MESSAGES.applicationNotFound }) });

export const sendCodeBody = z
  .object({
    /** The signer's sign-in channel; e-mail when left out. */
    channel: z.enum(SIGNING_CHANNELS, { error: 'channel must be email or mobile.' }).optional(),
  })
  .nullish();

export const signBody = z.object({
  name: z
    .string({ error: AGREEMENT_MESSAGES.name })
    .trim()
    .min(2, AGREEMENT_MESSAGES.name)
    .max(120, AGREEMENT_MESSAGES.nameLength),
  code: otpField,
});

export const codeSent = z.object({
  channel: z.enum(SIGNING_CHANNELS),
  /** Where it went, masked. */
  contact: z.string(),
  expiresInSeconds: z.number().int(),
});

export const getMyAgreement = defineOperation({
  ...route.getMyAgreement,
  summary: "The agreement of the creator's accepted work (design §16). Opening it is recorded as viewed.",
  tags: ['agreements'],
  params: creatorParams,
  response: envelope(agreementWire),
});

export const sendMyAgreementCode = defineOperation({
  ...route.sendMyAgreementCode,
  summary: "Sends a one-time signing code to the creator's sign-in channel (rate-limited like sign-in).",
  tags: ['agreements'],
  params: creatorParams,
  body: sendCodeBody,
  response: envelope(codeSent),
});

export const signMyAgreement = defineOperation({
  ...route.signMyAgreement,
  summary: 'The creator signs with their typed full name and the code. A repeat never signs twice.',
  tags: ['agreements'],
  params: creatorParams,
  body: signBody,
  response: envelope(agreementWire),
});

const declineBody = z.object({
  reason: z
    .string({ error: AGREEMENT_MESSAGES.reason })
    .trim()
    .min(1, AGREEMENT_MESSAGES.reason)
    .max(500, AGREEMENT_MESSAGES.reason),
});

export const declineMyAgreement = defineOperation({
  ...route.declineMyAgreement,
  summary: "The creator declines the agreement with a reason; the application's history says so.",
  tags: ['agreements'],
  params: creatorParams,
  body: declineBody,
  response: envelope(agreementWire),
});

export const adminGetAgreement = defineOperation({
  ...route.adminGetAgreement,
  summary: "An application's agreement, for its brand's people and admins (design §16).",
  tags: ['agreements'],
  params: staffParams,
  response: envelope(agreementWire),
});

export const adminSendAgreementCode = defineOperation({
  ...route.adminSendAgreementCode,
  summary: "Sends a one-time signing code to the brand person's e-mail.",
  tags: ['agreements'],
  params: staffParams,
  body: sendCodeBody,
  response: envelope(codeSent),
});

export const adminSignAgreement = defineOperation({
  ...route.adminSignAgreement,
  summary: 'A brand person signs after the creator, with their typed full name and the code.',
  tags: ['agreements'],
  params: staffParams,
  body: signBody,
  response: envelope(agreementWire),
});

export const adminDeclineAgreement = defineOperation({
  ...route.adminDeclineAgreement,
  summary:
    "A brand person declines the agreement before signing it, with a reason (issue 33: either side may); the application's history says so and the creator is told.",
  tags: ['agreements'],
  params: staffParams,
  body: declineBody,
  response: envelope(agreementWire),
});

export const verifyResult = z.object({
  found: z.boolean(),
  /** What the hash matched: the agreement's text, or a PDF file issued for it. */
  matched: z.enum(['agreement text', 'pdf']).nullable(),
  status: z.enum(AGREEMENT_STATUSES).nullable(),
  campaign: z.string().nullable(),
  version: z.number().int().nullable(),
  signers: z.array(z.object({ role: z.enum(SIGNER_ROLES), name: z.string(), signedAt: z.string() })),
  /** When the matched PDF was issued. */
  issuedAt: z.string().nullable(),
});
export type VerifyResult = z.output<typeof verifyResult>;

export const verifyAgreement = defineOperation({
  ...route.verifyAgreement,
  summary:
    'Public: whether a document with this SHA-256 was signed here, by whom (names only) and when. Knows the text hash and every issued PDF.',
  tags: ['agreements'],
  query: z.object({
    sha256: z
      .string({ error: AGREEMENT_MESSAGES.sha256 })
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{64}$/, AGREEMENT_MESSAGES.sha256),
  }),
  response: envelope(verifyResult),
});
