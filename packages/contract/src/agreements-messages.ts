import type { AgreementStatus, UsageChannel } from './agreement-enums.ts';
import { formatDay } from './payout-terms.ts';

export { USAGE_CHANNEL_PHRASES, type UsageRights, usageRightsSentences } from './usage-rights.ts';

/*
 * What agreements say (design §16), zod-free for the web: the plain words of a campaign's usage rights
 * (the campaign page shows them before anyone applies), and every sentence of the agreement calls.
 */

/** The staff form's labels of the channels. */
export const USAGE_CHANNEL_LABELS: Record<UsageChannel, string> = {
  'organic-repost': 'Repost on brand accounts',
  'brand-paid-ads': 'Paid ads',
  whitelisting: 'Whitelisting',
  website: 'Brand website',
  offline: 'Offline (stores, print)',
};

/** "Usage rights end on 12 Mar 2027" (the work page; the day is YYYY-MM-DD, Asia/Kolkata). */
export const usageRightsEndText = (day: string) => `Usage rights end on ${formatDay(day)}`;

/** Days before the usage rights end when both sides are told (design §16). */
export const USAGE_RIGHTS_REMINDER_DAYS = 7;

export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  'awaiting creator': 'Waiting for the creator to sign',
  'awaiting brand': 'Waiting for the brand to sign',
  signed: 'Signed by both sides',
  declined: 'Declined',
};

export const AGREEMENT_MESSAGES = {
  fetched: 'Agreement fetched successfully',
  notFound: 'There is no agreement for this work.',
  applicationNotFound: 'We could not find this application.',
  codeSent: (contact: string) => `We sent a signing code to ${contact}. It is valid for 10 minutes.`,
  signed: 'You signed the agreement.',
  signedBoth: 'You signed the agreement. Both sides have now signed it.',
  alreadySigned: 'You have already signed this agreement.',
  declined: 'You declined the agreement. The brand team has been told.',
  declinedByBrand: 'You declined the agreement. The creator has been told.',
  creatorFirst: 'The creator signs first. You can sign once they have.',
  notAwaitingYou: (status: AgreementStatus) =>
    status === 'declined'
      ? 'This agreement was declined, so it can no longer be signed.'
      : status === 'signed'
        ? 'This agreement is already signed by both sides.'
        : 'This agreement is waiting for the other side.',
  cannotDecline: 'This agreement can no longer be declined: it is signed or was declined already.',
  name: 'Type your full name as your signature.',
  nameLength: 'Keep your name under 120 characters.',
  code: 'Enter the 6-digit code we sent you.',
  reason: 'Say why you decline (at most 500 characters).',
  mobileUnavailable: 'Codes by text message are not available right now. Use your e-mail address.',
  noContact: 'Your account has no e-mail address or mobile number to send a code to.',
  signFirst: 'Sign the agreement before uploading your work',
  verified: 'This document is on our record.',
  unknown: 'We have no record of this document. It may have been changed after it was issued.',
  sha256: 'Give the SHA-256 of the document: 64 hexadecimal characters.',
} as const;
