import { z } from 'zod';

export {
  EMAIL_PATTERN,
  isEmail,
  isHttpUrl,
  MOBILE_PATTERN,
  normaliseContact,
  normaliseMobile,
  PINCODE_PATTERN,
} from './patterns.ts';

/** A trimmed string; blank counts as missing. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
