import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants.ts';
import { CONTACT_MESSAGES } from './contact-messages.ts';
import { GSTIN_MESSAGES } from './gstin-messages.ts';

/*
 * What the join form says about its fields (design §15, issue 28), zod-free (ADR 015): the form's rules
 * (brand-join-rules.ts) and the API say these. The page's own texts are in brand-join-page-messages.ts,
 * the console's in brand-requests-messages.ts, so the public page loads only what it shows (design §7).
 */
export * from './brand-join-page-messages.ts';

export const COMPANY_NAME_MAX_LENGTH = 120;
export const WEBSITE_MAX_LENGTH = 300;

/** What the join form says, field by field, and the API answers to it. */
export const BRAND_JOIN_MESSAGES = {
  companyName: 'Enter your company’s name.',
  companyNameTooLong: `Please keep the company name to ${COMPANY_NAME_MAX_LENGTH} characters or fewer.`,
  contactName: `Enter your name (at least ${NAME_MIN_LENGTH} characters).`,
  contactNameTooLong: `Please keep your name to ${NAME_MAX_LENGTH} characters or fewer.`,
  // The creator form's words for the same fields (doc 000 §5).
  ...CONTACT_MESSAGES,
  website: 'Enter your website’s address, e.g. yourbrand.in.',
  websiteTooLong: `Please keep the website address to ${WEBSITE_MAX_LENGTH} characters or fewer.`,
  category: 'Choose the category your brand belongs to.',
  // The creator profile's GSTIN words (one rule: tax-ids.ts).
  ...GSTIN_MESSAGES,
} as const;
