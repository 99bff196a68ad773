/*
 * Agreements' closed lists (design §16), apart from enums.ts so that only the pages that show terms
 * and agreements carry them (every page loads enums.ts).
 */

/** Where the brand may use the creator's content beyond the creator's own post (design §16). */
export const USAGE_CHANNELS = [
  'organic-repost',
  'brand-paid-ads',
  'whitelisting',
  'website',
  'offline',
] as const;
export type UsageChannel = (typeof USAGE_CHANNELS)[number];

export const USAGE_TERRITORIES = ['India', 'Worldwide'] as const;
export type UsageTerritory = (typeof USAGE_TERRITORIES)[number];

/** An agreement's states on the wire (design §16): the creator signs first, then a brand person. */
export const AGREEMENT_STATUSES = ['awaiting creator', 'awaiting brand', 'signed', 'declined'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];

/** The two sides that sign. */
export const SIGNER_ROLES = ['creator', 'brand'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** What the append-only audit trail records. */
export const AGREEMENT_EVENT_TYPES = [
  'created',
  'viewed',
  'code sent',
  'signed',
  'declined',
  'superseded',
  'document issued',
] as const;
export type AgreementEventType = (typeof AGREEMENT_EVENT_TYPES)[number];

/** The channel a signing code went to: the signer's own sign-in channel. */
export const SIGNING_CHANNELS = ['email', 'mobile'] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];
