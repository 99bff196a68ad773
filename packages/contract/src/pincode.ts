import { z } from 'zod';
import { defineOperation } from './operation.ts';

/** Pin code texts (doc 000 §8, doc 001 §5). */
export const PINCODE_MESSAGES = {
  invalidTitle: 'Invalid Pincode',
  invalidRegistration: 'Please enter a valid pincode',
  invalidProfile: 'No location found for this pincode',
  foundTitle: 'Address Found',
  found: 'Address details filled automatically',
  updatedTitle: 'Address Updated',
  updated: (pin: string) => `Auto-filled address for pincode ${pin}`,
  errorTitle: 'Error',
  failed: 'Failed to fetch address details',
  fetchDefault: 'Failed to fetch pincode details',
} as const;

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
  method: 'GET',
  path: '/pincode/:pin',
  summary: 'Post offices of an Indian pin code, in the India Post API shape',
  tags: ['reference'],
  access: 'public',
  // Any text is accepted: a malformed pin answers 'No records found' with 200, as India Post does.
  params: z.object({ pin: z.string() }),
  response: pincodeAnswer,
});
