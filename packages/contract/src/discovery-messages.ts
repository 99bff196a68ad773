/** The texts of creator discovery (design §15; ours), zod-free so the console can show them (ADR 015). */
export const DISCOVERY_MESSAGES = {
  searched: 'Creators found',
  fetched: 'Creator fetched successfully',
  notFound: 'We could not find this creator. They may have stopped showing their profile to brands.',
  followersRange: 'The smallest follower count must not be larger than the largest.',
  followers: 'Follower counts must be whole numbers of 0 or more.',
  language: 'Choose a language from the list.',
  platform: 'Choose a platform from the list.',
  sort: 'Sort by relevance, followers or onTime.',
  tooLong: 'Please shorten this filter to 100 characters.',
} as const;

/**
 * What brands see of a creator who is discoverable, in the creator's own words (the profile's switch
 * says it, and the console never shows more): design §15.
 */
export const DISCOVERY_SHOWN_TO_BRANDS =
  'Brands on Influence Hub can find you in creator search. They see your name, photo, niches, platforms and followers, city and state, languages, completed jobs and on-time rate. They never see your e-mail, mobile number, address, bank or tax details.';
export const DISCOVERY_HIDDEN_FROM_BRANDS =
  'Brands cannot find you in creator search. Brands you already work with still see your work for their campaigns.';
