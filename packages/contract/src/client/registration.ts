import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../registration.ts';

/**
 * What a client of the registration operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`registration.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../registration.ts';

/** Registration messages, word for word from doc 000 §5 and §8. */
export const REGISTRATION_MESSAGES = {
  accountType: 'Please select at least one account type',
  name: 'Name is required',
  mobile: 'Mobile number must be a 10-digit number.',
  emailRequired: 'This field has to be filled.',
  emailInvalid: 'This is not a valid email.',
  address: 'Address is required.',
  country: 'Country is required.',
  state: 'State is required.',
  city: 'City is required.',
  platform: 'Platform is required.',
  profileUrl: 'Please provide a valid profile URL.',
  followers: 'Followers is required.',
  niche: 'Please select at least one niche',
  description: 'min 20 character is required',
  socialIncomplete: 'Please complete at least one social media platform',
  stepInvalid: 'Please fill in all required fields correctly',
  validationTitle: 'Validation Error',
  pincode: 'Pin code must be 6 digits.',
  success: 'Registration successful! Your account is ready.',
  duplicate: 'An account with this email or mobile number already exists. Please sign in instead.',
  duplicateEmail: 'An account with this email already exists. Please sign in instead.',
  duplicateMobile: 'An account with this mobile number already exists. Please sign in instead.',
} as const;

export const routes = {
  registerInfluencer: { method: 'POST', path: '/v1/influencer/add', access: 'public' },
} as const satisfies RouteTable;

export const registerInfluencer: Route<typeof operations.registerInfluencer> = routes.registerInfluencer;
