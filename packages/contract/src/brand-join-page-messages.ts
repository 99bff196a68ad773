/*
 * The public "For brands" page's own texts (design §15, issue 28), in a module of their own so the page
 * paints without the field messages, which come with the form's rules (design §7).
 */
export const BRAND_JOIN_PAGE_MESSAGES = {
  received: 'Thank you. Your request has reached our team.',
  sendFailed: 'Failed to send your request. Please try again.',
  categoriesFailed: 'Failed to fetch the categories',
} as const;

/** The thank-you state: what happens next, in honest words (nobody promised a time to the minute). */
export const joinNextSteps = (email: string) =>
  `Our team reviews every request by hand, usually within two working days, and will e-mail ${email} with the decision.`;

/** What follows an approval, step by step. */
export const JOIN_STEPS = [
  'We check your company, its website and GSTIN.',
  'Once approved, you sign in to the brand console with that e-mail: we send a one-time code, no password.',
  'You add your team and create your first campaign.',
] as const;
