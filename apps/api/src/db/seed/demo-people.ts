import { randomUUID } from 'node:crypto';
import type { influencerSocialAccounts, influencers, staffUsers } from '../schema/accounts.ts';
import { addDays } from './demo-util.ts';

export const DEMO_CREATOR_EMAIL = 'creator@influencehub.local';
/** The second demo creator, who reads the product in Hindi (design §19), with work in every status. */
export const DEMO_HINDI_CREATOR_EMAIL = 'creator.hi@influencehub.local';
export const DEMO_ADMIN_EMAIL = 'admin@influencehub.local';
export const DEMO_BRAND_STAFF_EMAIL = 'brand@influencehub.local';
/** The brands the brand-role demo person owns the teams of (issue 28). */
export const DEMO_STAFF_BRANDS = ['Kesar Kitchen', 'Glowveda'];
/** A second person on the first of them, as a member: the owner's Team section has someone to manage. */
export const DEMO_TEAMMATE_EMAIL = 'meera@influencehub.local';

/** Exactly 150 characters: long enough for the profile page and the 100-character counter. */
export const DEMO_CREATOR_DESCRIPTION =
  'Mumbai food and travel creator sharing street food trails, budget getaways and honest product reviews in Hindi and English for curious, young viewers.';

export type InfluencerRow = typeof influencers.$inferInsert & { id: string };
export type SocialRow = typeof influencerSocialAccounts.$inferInsert;
export type StaffRow = typeof staffUsers.$inferInsert & { id: string };

/** Aarav Sharma, the creator everyone signs in as to see the product with data in every state. */
export function demoCreator(now: Date): { creator: InfluencerRow; socials: SocialRow[] } {
  const id = randomUUID();
  const createdAt = addDays(now, -75);
  return {
    creator: {
      id,
      name: 'Aarav Sharma',
      email: DEMO_CREATOR_EMAIL,
      mobileNumber: '9876543210',
      accountTypes: ['Personal Account', 'Feature Account'],
      address: 'Flat 1203, Sea Breeze Apartments, Shahid Bhagat Singh Road, Colaba',
      // As registration stores it (the payload's value, doc 000 §3).
      country: 'india',
      state: 'Maharashtra',
      city: 'Mumbai',
      pincode: '400001',
      portfolioLink: 'https://aaravsharma.example',
      niches: ['Food', 'Travel', 'Fitness & Health'],
      // What the description says: he creates in Hindi and English.
      languages: ['Hindi', 'English'],
      description: DEMO_CREATOR_DESCRIPTION,
      createdAt,
      updatedAt: createdAt,
    },
    socials: [
      {
        influencerId: id,
        platformName: 'Instagram',
        userName: 'aarav.eats.travels',
        profileUrl: 'https://www.instagram.com/aarav.eats.travels',
        followers: '48200',
        type: 'Food',
        sortOrder: 0,
      },
      {
        influencerId: id,
        platformName: 'YouTube',
        userName: 'AaravOnTheRoad',
        profileUrl: 'https://www.youtube.com/@AaravOnTheRoad',
        followers: '12600',
        type: 'Travel',
        sortOrder: 1,
      },
      {
        influencerId: id,
        platformName: 'X',
        userName: 'aarav_sharma',
        profileUrl: 'https://x.com/aarav_sharma',
        followers: '3100',
        type: 'Lifestyle',
        sortOrder: 2,
      },
    ],
  };
}

/** Priya Verma, from Lucknow, who reads Influence Hub in Hindi: the same work in every state, in Hindi. */
export function demoHindiCreator(now: Date): { creator: InfluencerRow; socials: SocialRow[] } {
  const id = randomUUID();
  const createdAt = addDays(now, -70);
  return {
    creator: {
      id,
      name: 'Priya Verma',
      email: DEMO_HINDI_CREATOR_EMAIL,
      mobileNumber: '9812345670',
      accountTypes: ['Personal Account'],
      address: '14, Gomti Nagar Vistar, Sector 6',
      country: 'india',
      state: 'Uttar Pradesh',
      city: 'Lucknow',
      pincode: '226010',
      portfolioLink: 'https://priyaverma.example',
      niches: ['Food', 'Fashion'],
      languages: ['Hindi'],
      language: 'hi',
      description:
        'लखनऊ की फ़ूड और फ़ैशन क्रिएटर। अवधी खाने की रेसिपी, लोकल बाज़ारों की सैर और बजट में स्टाइल के टिप्स, सब कुछ हिन्दी में।',
      upiId: 'priya.verma@okaxis',
      createdAt,
      updatedAt: createdAt,
    },
    socials: [
      {
        influencerId: id,
        platformName: 'Instagram',
        userName: 'priya.lucknow.eats',
        profileUrl: 'https://www.instagram.com/priya.lucknow.eats',
        followers: '125000',
        type: 'Food',
        sortOrder: 0,
      },
      {
        influencerId: id,
        platformName: 'YouTube',
        userName: 'PriyaKiRasoi',
        profileUrl: 'https://www.youtube.com/@PriyaKiRasoi',
        followers: '38400',
        type: 'Food',
        sortOrder: 1,
      },
    ],
  };
}

export function demoStaff(now: Date): { admin: StaffRow; brandMember: StaffRow; teammate: StaffRow } {
  const createdAt = addDays(now, -150);
  return {
    teammate: {
      id: randomUUID(),
      email: DEMO_TEAMMATE_EMAIL,
      name: 'Meera Iyer',
      role: 'brand',
      createdAt: addDays(now, -40),
    },
    admin: { id: randomUUID(), email: DEMO_ADMIN_EMAIL, name: 'Priya Menon', role: 'admin', createdAt },
    brandMember: {
      id: randomUUID(),
      email: DEMO_BRAND_STAFF_EMAIL,
      name: 'Rohan Kapoor',
      role: 'brand',
      createdAt,
    },
  };
}

/** A company's request to join, as the public form files it (design §15). */
export interface DemoBrandRequest {
  companyName: string;
  contactName: string;
  email: string;
  mobile: string | null;
  website: string;
  niche: string;
  gstin: string | null;
  daysAgo: number;
}

/** Two companies waiting for an admin, so the console's Brand requests page has work (issue 28). */
export const DEMO_BRAND_REQUESTS: DemoBrandRequest[] = [
  {
    companyName: 'Monsoon Tea Co.',
    contactName: 'Ananya Bose',
    email: 'ananya@monsoontea.example.in',
    mobile: '9830012345',
    website: 'https://monsoontea.example.in',
    niche: 'Food & Beverage',
    // West Bengal (19), with its check character.
    gstin: '19AABCT1234Q1Z0',
    daysAgo: 2,
  },
  {
    companyName: 'Loom & Weft',
    contactName: 'Kabir Shah',
    email: 'kabir@loomweft.example.in',
    mobile: null,
    website: 'https://loomweft.example.in',
    niche: 'Fashion & Apparel',
    gstin: null,
    daysAgo: 1,
  },
];
