import { CONTACT_MESSAGES } from './contact-messages.ts';

/** Registration messages, word for word from doc 000 §5 and §8. */
export const REGISTRATION_MESSAGES = {
  accountType: 'Please select at least one account type',
  name: 'Name is required',
  ...CONTACT_MESSAGES,
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
  // Issue 26 C: the check as step 1's e-mail and mobile number are typed.
  contactToCheck: 'Enter an email or a mobile number to check.',
  contactsFree: 'No account uses this yet.',
  tooManyChecks: 'Too many checks from your network. Please wait and try again.',
  // Issue 26 C: what the documents' second account type means for the creator.
  featureAccountHint:
    'Choose Feature Account if you run a page that features other people’s content, such as a meme, fan or theme page.',
} as const;
