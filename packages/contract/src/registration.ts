import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from './constants.ts';
import { ACCOUNT_TYPES, SOCIAL_PLATFORMS } from './enums.ts';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { REGISTRATION_MESSAGES } from './registration-messages.ts';
import * as route from './routes/registration.ts';
import {
  CREATOR_FIELD_MESSAGES,
  creatorName,
  EMAIL_PATTERN,
  followersCount,
  MOBILE_PATTERN,
  normaliseMobile,
  PINCODE_PATTERN,
  profileLink,
  requiredText,
} from './validation.ts';

export { REGISTRATION_MESSAGES };

export const socialAccountInput = z.object({
  platform_name: z.enum(SOCIAL_PLATFORMS, { error: REGISTRATION_MESSAGES.platform }),
  profile_url: profileLink(REGISTRATION_MESSAGES.profileUrl),
  followers: followersCount(REGISTRATION_MESSAGES.followers),
});

/** Step by step, so the wizard validates each step with exactly the fields it shows. */
export const basicInfoSchema = z.object({
  account_type: z.array(z.enum(ACCOUNT_TYPES)).min(1, REGISTRATION_MESSAGES.accountType),
  name: creatorName(REGISTRATION_MESSAGES.name),
  mobile_number: z
    .string({ error: REGISTRATION_MESSAGES.mobile })
    .transform(normaliseMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, REGISTRATION_MESSAGES.mobile)),
  email: z
    .string({ error: REGISTRATION_MESSAGES.emailRequired })
    .trim()
    .min(1, REGISTRATION_MESSAGES.emailRequired)
    .regex(EMAIL_PATTERN, REGISTRATION_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  address: requiredText(REGISTRATION_MESSAGES.address),
  pincode: z
    .string()
    .trim()
    .refine((v) => v === '' || PINCODE_PATTERN.test(v), REGISTRATION_MESSAGES.pincode)
    .optional(),
  country: requiredText(REGISTRATION_MESSAGES.country),
  state: requiredText(REGISTRATION_MESSAGES.state),
  city: requiredText(REGISTRATION_MESSAGES.city),
});

export const socialStepSchema = z.object({
  social_platform: z.array(socialAccountInput).min(1, REGISTRATION_MESSAGES.socialIncomplete),
});

export const aboutStepSchema = z.object({
  niche: z.array(z.string().trim().min(1)).min(1, REGISTRATION_MESSAGES.niche),
  description: z
    .string({ error: REGISTRATION_MESSAGES.description })
    .trim()
    .min(DESCRIPTION_MIN_LENGTH, REGISTRATION_MESSAGES.description)
    .max(DESCRIPTION_MAX_LENGTH, CREATOR_FIELD_MESSAGES.descriptionTooLong),
});

/** The registration payload of doc 000 §3. */
export const registrationBody = basicInfoSchema.extend(socialStepSchema.shape).extend(aboutStepSchema.shape);
export type RegistrationBody = z.input<typeof registrationBody>;

export const registerInfluencer = defineOperation({
  ...route.registerInfluencer,
  summary: 'Register a creator (active at once; a known e-mail or mobile answers 409)',
  tags: ['influencers'],
  body: registrationBody,
  response: envelope(z.object({ _id: z.uuid() })),
  status: 201,
});

/** The answer for one contact: is it free to register with? */
export const CONTACT_AVAILABILITY = ['available', 'taken'] as const;
export type ContactAvailability = (typeof CONTACT_AVAILABILITY)[number];

/**
 * Step 1's e-mail and mobile number, checked as they are typed (issue 26 C), with the same field
 * rules as registration. Says only what registering with them would say (design §10).
 */
export const contactAvailabilityBody = z
  .object({
    email: basicInfoSchema.shape.email.optional(),
    mobile_number: basicInfoSchema.shape.mobile_number.optional(),
  })
  .refine((b) => b.email !== undefined || b.mobile_number !== undefined, {
    message: REGISTRATION_MESSAGES.contactToCheck,
    path: ['email'],
  });

export const checkRegistrationContact = defineOperation({
  ...route.checkRegistrationContact,
  summary:
    'Whether an e-mail or mobile number is already registered, as registration would answer (rate-limited per address)',
  tags: ['influencers'],
  body: contactAvailabilityBody,
  response: envelope(
    z.object({
      email: z.enum(CONTACT_AVAILABILITY).optional(),
      mobile_number: z.enum(CONTACT_AVAILABILITY).optional(),
    }),
  ),
});
