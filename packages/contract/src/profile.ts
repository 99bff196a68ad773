import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH } from './constants.ts';
import { CREATOR_LANGUAGES } from './discovery-enums.ts';
import { ACCOUNT_TYPES, SOCIAL_PLATFORMS } from './enums.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { LANGUAGES } from './language.ts';
import { defineOperation } from './operation.ts';
import { PROFILE_MESSAGES } from './profile-messages.ts';
import * as route from './routes/profile.ts';
import {
  GSTIN_PATTERN,
  hasValidGstinChecksum,
  MASKED_PAN_PATTERN,
  normaliseGstin,
  PAN_PATTERN,
} from './tax-ids.ts';
import { TAX_MESSAGES } from './tax-messages.ts';
import {
  CREATOR_FIELD_MESSAGES,
  creatorName,
  isHttpUrl,
  isWebAddress,
  PINCODE_PATTERN,
  parseFollowers,
  withWebScheme,
} from './validation.ts';

export { PROFILE_MESSAGES };

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z]{2,64}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
/** How a stored account number is shown: X for every hidden digit, then the last four. */
export const MASKED_ACCOUNT_PATTERN = /^X+\d{4}$/;
export const CV_MAX_BYTES = 5 * 1024 * 1024;

/** Optional text: trimmed, blank means "not given" (stored as null). */
const optionalText = z
  .string()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null));

const socialRow = z.object({
  _id: z.uuid(),
  platform_name: z.string(),
  user_name: z.string(),
  type: z.string(),
  followers: z.string(),
  profile_url: z.string(),
});

const bankDetails = z.object({
  account_holder_name: z.string(),
  bank_name: z.string(),
  branch_name: z.string(),
  account_type: z.string(),
  /** Masked ('XXXXXX1234'), or '' when none is stored. */
  account_number: z.string(),
  ifsc_code: z.string(),
  upi_id: z.string(),
});

export const profileData = z.object({
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  mobile_number: z.string(),
  address: z.string(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  portfolio_link: z.string(),
  profile_image: z.string().nullable(),
  cv_url: z.string().nullable(),
  description: z.string(),
  niche: z.array(z.string()),
  account_type: z.array(z.enum(ACCOUNT_TYPES)),
  social_platform: z.array(socialRow),
  bank_details: bankDetails,
  /** Masked ('XXXXXX234F'), or '' when none is stored (design §13). */
  pan: z.string(),
  gst_registered: z.boolean(),
  /** '' when not registered. */
  gstin: z.string(),
  /** Whether brands find the creator in creator search (design §15); true unless they switch it off. */
  discoverable: z.boolean(),
  /** The languages they create in, from CREATOR_LANGUAGES, in their order. */
  languages: z.array(z.enum(CREATOR_LANGUAGES)),
  /** The language they read the product in (design §19): the app, e-mails, notifications, PDFs. */
  language: z.enum(LANGUAGES),
  /**
   * Design §18, with a payout provider on: whether every payout destination on file (UPI id, bank
   * account) was confirmed by the bank, the name the bank holds, and why not when one was not.
   */
  payoutDestinationVerified: z.boolean(),
  nameAtBank: z.string().nullable(),
  payoutDestinationProblem: z.string().nullable(),
});
export type ProfileData = z.infer<typeof profileData>;

export const socialRowInput = z.object({
  platform_name: z.enum(SOCIAL_PLATFORMS, { error: PROFILE_MESSAGES.platform }),
  user_name: optionalText,
  // The registration rules (issue 12 §8), with blank meaning "not given".
  profile_url: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? withWebScheme(v) : null))
    .refine((v) => v === null || isWebAddress(v), PROFILE_MESSAGES.profileUrl),
  type: optionalText,
  followers: optionalText.refine(
    (v) => v === null || parseFollowers(v) !== null,
    CREATOR_FIELD_MESSAGES.followers,
  ),
});

const isBlankRow = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  Object.values(row).every(
    (v) => v === null || v === undefined || (typeof v === 'string' && v.trim() === ''),
  );

export const bankDetailsInput = z.object({
  account_holder_name: optionalText,
  /** 9–18 digits; the masked value from GET (or the same number) keeps the stored one; '' removes it. */
  account_number: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .refine((v) => v === '' || MASKED_ACCOUNT_PATTERN.test(v) || ACCOUNT_NUMBER_PATTERN.test(v), {
      message: PROFILE_MESSAGES.accountNumber,
    })
    .optional(),
  account_type: optionalText,
  ifsc_code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || IFSC_PATTERN.test(v), PROFILE_MESSAGES.ifsc)
    .nullish()
    .transform((v) => (v ? v : null)),
  bank_name: optionalText,
  upi_id: z
    .string()
    .trim()
    .refine((v) => v === '' || UPI_PATTERN.test(v), PROFILE_MESSAGES.upi)
    .nullish()
    .transform((v) => (v ? v : null)),
  branch_name: optionalText,
});

/**
 * The profile update payload of doc 001 §3. E-mail and mobile are read-only: if a client sends them
 * they are stripped with every other unknown field. Omitted fields keep their stored value.
 */
export const profileUpdateBody = z.object({
  name: creatorName(PROFILE_MESSAGES.name).optional(),
  address: z.string().trim().min(1, 'Address is required.').optional(),
  country: z.string().trim().min(1, 'Country is required.').optional(),
  state: z.string({ error: PROFILE_MESSAGES.state }).trim().min(1, PROFILE_MESSAGES.state),
  city: z.string().trim().min(1, 'City is required.').optional(),
  pincode: z
    .string()
    .trim()
    .refine((v) => v === '' || PINCODE_PATTERN.test(v), PROFILE_MESSAGES.pincode)
    .nullish(),
  portfolio_link: z
    .string()
    .trim()
    .refine((v) => v === '' || isHttpUrl(v), PROFILE_MESSAGES.portfolio)
    .nullish(),
  description: z
    .string()
    .trim()
    .max(DESCRIPTION_MAX_LENGTH, CREATOR_FIELD_MESSAGES.descriptionTooLong)
    .optional(),
  /** Rows left entirely blank (the empty row the form offers, design §10) are dropped, not refused. */
  social_platform: z
    .preprocess(
      (rows) => (Array.isArray(rows) ? rows.filter((r) => !isBlankRow(r)) : rows),
      z.array(socialRowInput).max(20, 'Please list at most 20 social accounts.'),
    )
    .optional(),
  bank_details: bankDetailsInput.optional(),
  /** PAN: the masked value from GET (or the same PAN) keeps the stored one; '' removes it. */
  pan: z
    .string({ error: TAX_MESSAGES.pan })
    .trim()
    .transform((v) => v.toUpperCase().replace(/\s/g, ''))
    .refine((v) => v === '' || PAN_PATTERN.test(v) || MASKED_PAN_PATTERN.test(v), TAX_MESSAGES.pan)
    .optional(),
  gst_registered: z.boolean({ error: 'Choose whether you are registered for GST.' }).optional(),
  /** Checked for format and checksum here; against the profile's state and PAN by the server. */
  gstin: z
    .string({ error: TAX_MESSAGES.gstinFormat })
    .trim()
    .transform(normaliseGstin)
    .refine((v) => v === '' || GSTIN_PATTERN.test(v), TAX_MESSAGES.gstinFormat)
    .refine((v) => v === '' || !GSTIN_PATTERN.test(v) || hasValidGstinChecksum(v), TAX_MESSAGES.gstinChecksum)
    .optional(),
  /** A data URL (the documents' way), one of our file URLs from POST /v1/files, or '' / null to remove. */
  profile_image: z.string().trim().nullish(),
  /** A PDF as a data URL, or one of our file URLs; '' / null removes it. */
  cv_url: z.string().trim().nullish(),
  /** Shown to brands in creator search or not (design §15). */
  discoverable: z.boolean({ error: PROFILE_MESSAGES.discoverable }).optional(),
  /** Replaces the list; a language given twice is kept once. */
  languages: z
    .array(z.enum(CREATOR_LANGUAGES, { error: PROFILE_MESSAGES.languages }), {
      error: PROFILE_MESSAGES.languages,
    })
    .max(CREATOR_LANGUAGES.length, PROFILE_MESSAGES.languages)
    .transform((list) => [...new Set(list)])
    .optional(),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBody>;

export const getProfile = defineOperation({
  ...route.getProfile,
  summary: "The signed-in creator's profile (bank account number masked)",
  tags: ['profile'],
  response: envelope(profileData),
});

export const getBankAccountNumber = defineOperation({
  ...route.getBankAccountNumber,
  summary: "The signed-in creator's full bank account number, for the edit form only",
  tags: ['profile'],
  response: envelope(z.object({ account_number: z.string() })),
});

/** The profile update carries a 2 MB image and a 5 MB CV as base64 data URLs (doc 001 §3). */
export const PROFILE_BODY_LIMIT = 12 * 1024 * 1024;

export const updateProfile = defineOperation({
  ...route.updateProfile,
  bodyLimit: PROFILE_BODY_LIMIT,
  summary: "Update the signed-in creator's profile (e-mail and mobile cannot change)",
  tags: ['profile'],
  body: profileUpdateBody,
  response: messageEnvelope.extend({ data: profileData }),
});
