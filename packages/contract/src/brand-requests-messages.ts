import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants.ts';
import type { BrandRequestStatus } from './enums.ts';
import { REGISTRATION_MESSAGES } from './registration-messages.ts';
import { TAX_MESSAGES } from './tax-messages.ts';

/*
 * The texts of a brand's request to join and its review (design §15, issue 28), zod-free (ADR 015): the
 * public "For brands" page and the console show them as the API sends them.
 */

export const COMPANY_NAME_MAX_LENGTH = 120;
export const WEBSITE_MAX_LENGTH = 300;
/** As long as the reasons staff give a creator (admin-applications.ts). */
export const BRAND_REQUEST_REASON_MAX_LENGTH = 2000;

/** What the join form says, field by field, and what the API answers to it. */
export const BRAND_JOIN_MESSAGES = {
  companyName: 'Enter your company’s name.',
  companyNameTooLong: `Please keep the company name to ${COMPANY_NAME_MAX_LENGTH} characters or fewer.`,
  contactName: `Enter your name (at least ${NAME_MIN_LENGTH} characters).`,
  contactNameTooLong: `Please keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  // The creator form's words for the same fields (doc 000 §5).
  emailRequired: REGISTRATION_MESSAGES.emailRequired,
  emailInvalid: REGISTRATION_MESSAGES.emailInvalid,
  mobile: REGISTRATION_MESSAGES.mobile,
  website: 'Enter your website’s address, e.g. yourbrand.in.',
  websiteTooLong: `Please keep the website address to ${WEBSITE_MAX_LENGTH} characters or fewer.`,
  category: 'Choose the category your brand belongs to.',
  // The creator profile's GSTIN words (one rule: tax-ids.ts).
  gstinFormat: TAX_MESSAGES.gstinFormat,
  gstinChecksum: TAX_MESSAGES.gstinChecksum,
  gstinUnknownState: TAX_MESSAGES.gstinUnknownState,
  received: 'Thank you. Your request has reached our team.',
  sendFailed: 'Failed to send your request. Please try again.',
  categoriesFailed: 'Failed to fetch the categories',
  // 409s: each says what to do instead.
  pendingEmail:
    'A request with this e-mail is already waiting for review. We will e-mail you when it is decided, so there is no need to send another.',
  staffEmail:
    'This e-mail already has a brand account on Influence Hub. Sign in to your brand console instead, or ask your brand’s owner to add you to the team.',
  pendingGstin:
    'A request with this GSTIN is already waiting for review. We will e-mail the person who sent it when it is decided.',
  brandGstin:
    'A brand with this GSTIN is already on Influence Hub. Ask its owner to add you to the team, or write to support if you think this is wrong.',
  // 429s, as the sign-in code limits say them.
  tooManyFromNetwork: 'Too many requests were sent from your network. Please wait and try again.',
  tooManyForEmail: 'Too many requests were sent for this e-mail. Please wait and try again.',
} as const;

/** The thank-you state: what happens next, in honest words (nobody promised a time to the minute). */
export const joinNextSteps = (email: string) =>
  `Our team reviews every request by hand, usually within two working days. We will e-mail ${email} with the decision: once approved, you sign in to your brand console with that e-mail and build your team.`;

export const BRAND_REQUEST_STATUS_LABELS: Record<BrandRequestStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The console's review of requests. */
export const BRAND_REQUEST_MESSAGES = {
  listed: 'Brand requests fetched successfully',
  notFound: 'We could not find that brand request.',
  adminsOnly: 'Only Influence Hub admins review brand requests.',
  approved: (company: string, email: string) =>
    `${company} is on Influence Hub. We e-mailed ${email} a link to sign in to the brand console.`,
  rejected: (email: string) => `Request rejected. We e-mailed the reason to ${email}.`,
  alreadyApproved: 'This request was already approved, so its brand exists. Find it under Brands.',
  rejectedCannotApprove:
    'This request was rejected, so it cannot be approved. Ask the company to send a new request.',
  alreadyRejected: 'This request was already rejected.',
  approvedCannotReject:
    'This request was already approved, so it cannot be rejected. Deactivate the brand under Brands instead.',
  staffEmail: (email: string) =>
    `${email} already has a staff account, so approving cannot make it this brand’s owner. Ask the company for another e-mail, or add that account to a team under Brands.`,
  brandGstin:
    'A brand with this GSTIN is already on Influence Hub. Reject this request with the reason, or ask the company which brand it is.',
  reasonRequired: 'Write the reason, so the company knows why.',
  reasonTooLong: `The reason is at most ${BRAND_REQUEST_REASON_MAX_LENGTH} characters.`,
  status: 'status must be pending, approved or rejected.',
} as const;
