import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../profile.ts';

/**
 * What a client of the profile operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`profile.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../profile.ts';

/** Profile texts, word for word from doc 001 §5 and §8 where the document has them. */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated successfully!',
  state: 'State field is required',
  imageType: 'Please upload a JPG, PNG, or GIF image',
  imageSize: 'Image size must be less than 2MB',
  imageProcess: 'Failed to process profile image',
  cvProcess: 'Failed to process CV file',
  cvType: 'Please upload your CV as a PDF file.',
  cvSize: 'The CV must be smaller than 5MB.',
  fetched: 'Profile fetched successfully',
  name: 'Name is required',
  pincode: 'Pin code must be 6 digits.',
  portfolio: 'Please provide a valid portfolio URL.',
  profileUrl: 'Please provide a valid profile URL.',
  platform: 'Platform is required.',
  ifsc: 'Enter a valid IFSC code, e.g. HDFC0001234',
  upi: 'Enter a valid UPI ID, e.g. name@okhdfcbank',
  accountNumber: 'The account number must be 9 to 18 digits.',
  fileNotYours: 'That image is not one of your uploads. Please upload it again.',
} as const;

export const routes = {
  getProfile: { method: 'GET', path: '/v1/influencer/profile', access: 'creator' },
  getBankAccountNumber: { method: 'GET', path: '/v1/influencer/profile/bank-account', access: 'creator' },
  updateProfile: { method: 'PUT', path: '/v1/influencer/profile', access: 'creator' },
} as const satisfies RouteTable;

export const getProfile: Route<typeof operations.getProfile> = routes.getProfile;
export const getBankAccountNumber: Route<typeof operations.getBankAccountNumber> =
  routes.getBankAccountNumber;
export const updateProfile: Route<typeof operations.updateProfile> = routes.updateProfile;
