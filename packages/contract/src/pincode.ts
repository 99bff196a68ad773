import { z } from 'zod';
import { defineOperation } from './operation.ts';
import * as route from './routes/pincode.ts';

export { PINCODE_MESSAGES } from './pincode-messages.ts';

export const postOffice = z.object({
  Name: z.string(),
  District: z.string(),
  State: z.string(),
  Country: z.string(),
  Pincode: z.string(),
  Circle: z.string(),
  Division: z.string(),
  Region: z.string(),
});

/** The public India Post API's shape: an array whose first item carries Status and PostOffice. */
export const pincodeAnswer = z.array(
  z.object({
    Message: z.string(),
    Status: z.enum(['Success', 'Error']),
    PostOffice: z.array(postOffice).nullable(),
  }),
);
export type PincodeAnswer = z.infer<typeof pincodeAnswer>;

export const lookupPincode = defineOperation({
  ...route.lookupPincode,
  summary: 'Post offices of an Indian pin code, in the India Post API shape',
  tags: ['reference'],
  // Any text is accepted: a malformed pin answers 'No records found' with 200, as India Post does.
  params: z.object({ pin: z.string() }),
  response: pincodeAnswer,
});
