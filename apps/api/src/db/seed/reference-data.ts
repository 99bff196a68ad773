import { COUNTRY_NAME, COUNTRY_VALUE, DEFAULT_CATEGORIES, SOCIAL_PLATFORMS } from '@ih/contract/enums';

/**
 * The reference lists every database starts with. Order matters: it is the order the lists are shown
 * in (sort_order), so new entries go at the end.
 */

export const CATEGORY_NAMES: readonly string[] = DEFAULT_CATEGORIES;

export const NICHE_NAMES = [
  'Fashion & Apparel',
  'Beauty & Personal Care',
  'Food & Beverage',
  'Consumer Electronics',
  'Travel & Hospitality',
  'Health & Fitness',
  'Finance & Fintech',
  'Home & Living',
  'Gaming & Esports',
  'Education',
  'Automotive',
  'Kids & Parenting',
] as const;

export const COUNTRIES = [
  { name: COUNTRY_NAME, value: COUNTRY_VALUE, isoCode: 'IN', flagUrl: '/static/flags/in.svg' },
] as const;

/** URL-safe name of a platform, also the file name of its logo under /static/platforms/. */
export const platformSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const PLATFORMS = SOCIAL_PLATFORMS.map((name) => ({
  name,
  slug: platformSlug(name),
  logoUrl: `/static/platforms/${platformSlug(name)}.svg`,
}));

/** Deliverable types; video ones decide the upload page's accepted file types (doc 001 §2). */
export const DELIVERABLE_TYPES = [
  { contentType: 'Reel', isVideo: true },
  { contentType: 'Post', isVideo: false },
  { contentType: 'Story', isVideo: false },
  { contentType: 'Video', isVideo: true },
  { contentType: 'Short', isVideo: true },
  { contentType: 'Carousel', isVideo: false },
  { contentType: 'GIF', isVideo: true },
  { contentType: 'Live', isVideo: true },
  { contentType: 'Thread', isVideo: false },
  { contentType: 'Blog', isVideo: false },
] as const;

export const LANGUAGE_NAMES = [
  'English',
  'Hindi',
  'Tamil',
  'Telugu',
  'Bengali',
  'Marathi',
  'Gujarati',
  'Kannada',
  'Malayalam',
  'Punjabi',
  'Odia',
] as const;

/** The 28 states of India, then the 8 union territories, by their official names. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export const STATE_NAMES: readonly string[] = [...INDIAN_STATES, ...UNION_TERRITORIES];

export const FOLLOWER_BUCKETS = [
  { name: '1K+', minFollowers: 1_000 },
  { name: '10K+', minFollowers: 10_000 },
  { name: '50K+', minFollowers: 50_000 },
  { name: '100K+', minFollowers: 100_000 },
  { name: '500K+', minFollowers: 500_000 },
  { name: '1M+', minFollowers: 1_000_000 },
] as const;

export const INFLUENCER_KIND_NAMES = ['Nano', 'Micro', 'Mid-tier', 'Macro', 'Mega'] as const;
