/*
 * What doc 000 §5 says about an e-mail and a mobile number, word for word, in a module of their own: the
 * registration form and the brands' join form both say them, and the public "For brands" page loads
 * these three without the rest of registration's texts (design §7). REGISTRATION_MESSAGES spreads them.
 */
export const CONTACT_MESSAGES = {
  mobile: 'Mobile number must be a 10-digit number.',
  emailRequired: 'This field has to be filled.',
  emailInvalid: 'This is not a valid email.',
} as const;
