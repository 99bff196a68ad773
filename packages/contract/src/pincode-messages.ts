/**
 * Pin code texts (doc 000 §8, doc 001 §5). Kept free of zod so the pin code auto-fill of the
 * registration and profile forms need not load the schemas (design §7); `pincode.ts` re-exports them.
 */
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
