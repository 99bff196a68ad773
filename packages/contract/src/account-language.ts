import { z } from 'zod';
import { envelope } from './envelope.ts';
import { LANGUAGE_MESSAGES, LANGUAGES } from './language.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/account-language.ts';

/**
 * The language a person reads the product in, kept on their account (design §19): the app switches
 * to it on sign-in, and e-mails, notifications and PDFs are written in it.
 */
const body = z.object({
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGES.unknown }),
});
const response = envelope(z.object({ language: z.enum(LANGUAGES) }));

export const setCreatorLanguage = defineOperation({
  ...route.setCreatorLanguage,
  summary: "Set the language the creator reads the product in ('en' or 'hi')",
  tags: ['profile'],
  body,
  response,
});

export const setStaffLanguage = defineOperation({
  ...route.setStaffLanguage,
  summary: "Set the language a staff member's e-mails and notifications are written in",
  tags: ['staff auth'],
  body,
  response,
});
