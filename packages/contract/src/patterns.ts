import { MOBILE_LENGTH, PINCODE_LENGTH } from './constants.ts';

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
