import { FOLLOWERS_MAX, MOBILE_LENGTH, PINCODE_LENGTH } from './constants.ts';

/**
 * Field patterns and normalisers as plain functions and regular expressions, free of zod, so web
 * code can use them without loading the schemas (design §7). `validation.ts` re-exports them beside
 * the zod helpers built on them.
 */

/** Strips spaces, dashes and an optional +91 / 91 / 0 prefix; what remains should be ten digits. */
export function normaliseMobile(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+?91|0)?(\d{10})$/.exec(digits);
  return m?.[1] ?? digits;
}

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
export const PINCODE_PATTERN = new RegExp(`^\\d{${PINCODE_LENGTH}}$`);

/** An e-mail or mobile identifier, normalised: e-mails lower-cased, mobiles to ten digits. */
export function normaliseContact(value: string): { kind: 'email' | 'mobile'; value: string } | null {
  const trimmed = value.trim();
  if (isEmail(trimmed)) return { kind: 'email', value: trimmed.toLowerCase() };
  const mobile = normaliseMobile(trimmed);
  if (MOBILE_PATTERN.test(mobile)) return { kind: 'mobile', value: mobile };
  return null;
}

export const isHttpUrl = (value: string) => {
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * A web address as a person types it, made absolute: 'instagram.com/name' → 'https://instagram.com/name'.
 * One helper for every place that does this ('Go to Website', profile links); blank stays ''.
 */
export function withWebScheme(link: string): string {
  const trimmed = link.trim();
  if (!trimmed) return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
}

/** An http(s) address on a real host name (with a dot), once given its scheme: 'instagram.com/name'. */
export function isWebAddress(value: string): boolean {
  const absolute = withWebScheme(value);
  if (!isHttpUrl(absolute)) return false;
  return new URL(absolute).hostname.includes('.');
}

const FOLLOWER_SUFFIX = { k: 1e3, m: 1e6 } as const;

/**
 * A follower count as typed ('12500', '12,500', or the documents' own '1.2K' / '3M'): a whole number
 * from 0 to FOLLOWERS_MAX, else null ('abc', '-5', '2.5', twenty digits).
 */
export function parseFollowers(value: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,3}))?([km])?$/.exec(value.trim().replace(/[\s,]/g, '').toLowerCase());
  if (!m) return null;
  const [, whole = '', fraction = '', suffix] = m;
  // '2.5' followers is not a count; '2.5K' is.
  if (fraction && !suffix) return null;
  const scale = suffix ? FOLLOWER_SUFFIX[suffix as keyof typeof FOLLOWER_SUFFIX] : 1;
  const n = Number(whole) * scale + (fraction ? (Number(fraction) * scale) / 10 ** fraction.length : 0);
  return Number.isInteger(n) && n <= FOLLOWERS_MAX ? n : null;
}

/**
 * What a ten-digit mobile field keeps of what is typed or pasted: a pasted '+91 98765 43210' becomes
 * '9876543210'; otherwise only digits, at most ten, so the field never holds a longer number.
 */
export function mobileFieldValue(value: string): string {
  const normalised = normaliseMobile(value);
  if (MOBILE_PATTERN.test(normalised)) return normalised;
  return value.replace(/\D/g, '').slice(0, MOBILE_LENGTH);
}

/** A record id (UUID, any case); ids on the wire and in paths are matched with this before a lookup. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A campaign's public code, as shown to people ('CMP-1042'); accepted wherever a campaign id is. */
export const CAMPAIGN_CODE_PATTERN = /^CMP-\d+$/i;
/** The longest campaign code a work filter takes: 'CMP-' and at most 12 digits. */
const WORK_CAMPAIGN_CODE_MAX = 16;

/** Whether a (trimmed) taskId could name any work: a campaign or application uuid, or a campaign code such as CMP-000123. */
export function isWorkTaskId(value: string): boolean {
  return (
    UUID_PATTERN.test(value) || (CAMPAIGN_CODE_PATTERN.test(value) && value.length <= WORK_CAMPAIGN_CODE_MAX)
  );
}
