/** The texts of brand shortlists (design §15; ours), zod-free so the console can show them (ADR 015). */
export const SHORTLIST_MESSAGES = {
  listed: 'Shortlists fetched successfully',
  fetched: 'Shortlist fetched successfully',
  created: 'Shortlist created',
  deleted: 'Shortlist deleted',
  added: 'Creators added to the shortlist',
  alreadyAdded: 'These creators are already on the shortlist.',
  removed: 'Creator removed from the shortlist',
  notOnList: 'This creator was not on the shortlist.',
  notFound: 'We could not find this shortlist.',
  brandNotFound: 'We could not find this brand.',
  duplicateName: 'This brand already has a shortlist with that name. Choose another name.',
  name: 'Give the shortlist a name (up to 80 characters).',
  brandId: 'Choose the brand this shortlist is for.',
  influencerIds: 'Choose between 1 and 100 creators.',
  format: 'format must be json or csv.',
} as const;

/** Why a creator was not added (POST …/creators answers each one). */
export const SHORTLIST_SKIP_REASONS = {
  'already-listed': 'Already on this shortlist',
  'not-discoverable': 'Not discoverable by brands',
} as const;
export type ShortlistSkipReason = keyof typeof SHORTLIST_SKIP_REASONS;

/** The most creators one request adds. */
export const SHORTLIST_ADD_MAX = 100;
export const SHORTLIST_NAME_MAX = 80;
