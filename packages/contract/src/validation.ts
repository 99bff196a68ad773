import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, FOLLOWERS_MAX, NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants.ts';
import { isWebAddress, parseFollowers, withWebScheme } from './patterns.ts';

export {
  EMAIL_PATTERN,
  isEmail,
  isHttpUrl,
  isWebAddress,
  MOBILE_PATTERN,
  mobileFieldValue,
  normaliseContact,
  normaliseMobile,
  PINCODE_PATTERN,
  parseFollowers,
  withWebScheme,
} from './patterns.ts';

/** The messages of the creator fields that registration and the profile share (issue 12 §8). */
export const CREATOR_FIELD_MESSAGES = {
  nameTooLong: `Please keep the name to ${NAME_MAX_LENGTH} characters or fewer.`,
  descriptionTooLong: `Please keep the description under ${DESCRIPTION_MAX_LENGTH} characters.`,
  followers: `Followers must be a whole number, like 12500 or 1.2K, up to ${FOLLOWERS_MAX.toLocaleString('en-US')}.`,
} as const;

/** A trimmed string; blank counts as missing. */
export const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

/** A creator's name: required (its own message), at most NAME_MAX_LENGTH characters. */
export const creatorName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(NAME_MIN_LENGTH, required)
    .max(NAME_MAX_LENGTH, CREATOR_FIELD_MESSAGES.nameTooLong);

/** A follower count given as text, kept as typed ('12,500', '1.2K') once it reads as a whole number. */
export const followersCount = (required: string) =>
  requiredText(required).refine((v) => parseFollowers(v) !== null, CREATOR_FIELD_MESSAGES.followers);

/** A profile link; 'instagram.com/name' is taken as 'https://instagram.com/name'. */
export const profileLink = (message: string) =>
  z.string({ error: message }).trim().transform(withWebScheme).refine(isWebAddress, message);
