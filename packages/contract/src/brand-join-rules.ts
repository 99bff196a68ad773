import {
  COMPANY_NAME_MAX_LENGTH,
  BRAND_JOIN_MESSAGES as M,
  WEBSITE_MAX_LENGTH,
} from './brand-join-messages.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants.ts';
import {
  isEmail,
  isWebAddress,
  MOBILE_PATTERN,
  normaliseMobile,
  UUID_PATTERN,
  withWebScheme,
} from './patterns.ts';
import { gstinProblem, normaliseGstin } from './tax-ids.ts';

/*
 * The join form's rules (design §15), zod-free: the public "For brands" page checks a field with these
 * as it is typed, and the contract's schema (brand-requests.ts) runs the same functions on the server,
 * so the two can never disagree. Each value is first normalised as the server stores it.
 */

export interface BrandJoinValues {
  companyName: string;
  contactName: string;
  email: string;
  /** Optional: '' when not given. */
  mobile: string;
  website: string;
  /** A brand niche's id (GET /v1/influencer/brand/niche/list). */
  category: string;
  /** Optional: '' when not given. */
  gstin: string;
}
export type BrandJoinField = keyof BrandJoinValues;

const oneLine = (value: string) => value.trim().replace(/\s+/g, ' ');

/** What the server stores for a typed value: names on one line, e-mail lower-cased, mobile as ten digits, https:// added. */
export const normaliseJoinField: Record<BrandJoinField, (value: string) => string> = {
  companyName: oneLine,
  contactName: oneLine,
  email: (v) => v.trim().toLowerCase(),
  mobile: (v) => (v.trim() ? normaliseMobile(v.trim()) : ''),
  // A website typed without its scheme ('kesarkitchen.in') is taken as https://, as 'Go to Website' does.
  website: (v) => withWebScheme(v),
  category: (v) => v.trim(),
  gstin: (v) => normaliseGstin(v.trim()),
};

const GSTIN_MESSAGES = {
  format: M.gstinFormat,
  checksum: M.gstinChecksum,
  state: M.gstinUnknownState,
} as const;

/** The message for a normalised value, or null when it is fine. */
export function joinFieldProblem(field: BrandJoinField, value: string): string | null {
  switch (field) {
    case 'companyName':
      if (!value) return M.companyName;
      return value.length > COMPANY_NAME_MAX_LENGTH ? M.companyNameTooLong : null;
    case 'contactName':
      if (value.length < NAME_MIN_LENGTH) return M.contactName;
      return value.length > NAME_MAX_LENGTH ? M.contactNameTooLong : null;
    case 'email':
      if (!value) return M.emailRequired;
      return isEmail(value) ? null : M.emailInvalid;
    case 'mobile':
      return value === '' || MOBILE_PATTERN.test(value) ? null : M.mobile;
    case 'website':
      if (value.length > WEBSITE_MAX_LENGTH) return M.websiteTooLong;
      return isWebAddress(value) ? null : M.website;
    case 'category':
      return UUID_PATTERN.test(value) ? null : M.category;
    case 'gstin': {
      if (value === '') return null;
      const problem = gstinProblem(value);
      return problem ? GSTIN_MESSAGES[problem] : null;
    }
  }
}

export const BRAND_JOIN_FIELDS: readonly BrandJoinField[] = [
  'companyName',
  'contactName',
  'email',
  'mobile',
  'website',
  'category',
  'gstin',
];

/** Every field's problem, by field; empty when the form can be sent. */
export function joinProblems(values: BrandJoinValues): Partial<Record<BrandJoinField, string>> {
  const problems: Partial<Record<BrandJoinField, string>> = {};
  for (const field of BRAND_JOIN_FIELDS) {
    const problem = joinFieldProblem(field, normaliseJoinField[field](values[field]));
    if (problem) problems[field] = problem;
  }
  return problems;
}
