import { randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../src/db/client.ts';
import { brands, campaignDeliverables, campaigns } from '../../src/db/schema/catalogue.ts';
import {
  categories,
  countries,
  deliverableTypes,
  followerBuckets,
  influencerKinds,
  languages,
  niches,
  platforms,
  states,
} from '../../src/db/schema/reference.ts';

let seq = randomInt(0, 1_000_000);
const next = () => ++seq;

/**
 * The reference rows campaigns point at. The template database normally holds the full reference
 * seed; inserting with on-conflict-do-nothing keeps the factories working (and harmless) either way.
 */
export async function ensureReferenceData(db: Db) {
  await db
    .insert(countries)
    .values({ name: 'India', value: 'india', isoCode: 'IN', flagUrl: '/static/flags/in.svg' })
    .onConflictDoNothing();
  await db
    .insert(platforms)
    .values([
      { name: 'Instagram', slug: 'instagram', logoUrl: '/static/platforms/instagram.svg', sortOrder: 1 },
      { name: 'YouTube', slug: 'youtube', logoUrl: '/static/platforms/youtube.svg', sortOrder: 2 },
      { name: 'Facebook', slug: 'facebook', logoUrl: '/static/platforms/facebook.svg', sortOrder: 3 },
    ])
    .onConflictDoNothing();
  await db
    .insert(deliverableTypes)
    .values([
      { contentType: 'Reel', isVideo: 1 },
      { contentType: 'Post', isVideo: 0 },
      { contentType: 'Story', isVideo: 0 },
    ])
    .onConflictDoNothing();
  await db
    .insert(languages)
    .values([{ name: 'Hindi' }, { name: 'English' }, { name: 'Tamil' }])
    .onConflictDoNothing();
  await db
    .insert(states)
    .values([{ name: 'Maharashtra' }, { name: 'Karnataka' }, { name: 'Delhi' }])
    .onConflictDoNothing();
  await db
    .insert(followerBuckets)
    .values([
      { name: '1K+', minFollowers: 1000, sortOrder: 1 },
      { name: '10K+', minFollowers: 10000, sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await db
    .insert(influencerKinds)
    .values([
      { name: 'Nano', sortOrder: 1 },
      { name: 'Micro', sortOrder: 2 },
    ])
    .onConflictDoNothing();
  await db
    .insert(categories)
    .values([
      { name: 'Food', sortOrder: 1 },
      { name: 'Fashion', sortOrder: 2 },
      { name: 'Tech', sortOrder: 7 },
    ])
    .onConflictDoNothing();
  await db
    .insert(niches)
    .values([
      { name: 'Food', sortOrder: 1 },
      { name: 'Fashion', sortOrder: 2 },
    ])
    .onConflictDoNothing();
}

async function idOf(db: Db, table: PgTable, idCol: PgColumn, nameCol: PgColumn, name: string) {
  const [row] = await db.select({ id: idCol }).from(table).where(eq(nameCol, name));
  if (!row) throw new Error(`reference row ${name} missing`);
  return row.id as string;
}

export const refIds = {
  country: (db: Db, name = 'India') => idOf(db, countries, countries.id, countries.name, name),
  platform: (db: Db, name = 'Instagram') => idOf(db, platforms, platforms.id, platforms.name, name),
  language: (db: Db, name = 'Hindi') => idOf(db, languages, languages.id, languages.name, name),
  state: (db: Db, name = 'Maharashtra') => idOf(db, states, states.id, states.name, name),
  followerBucket: (db: Db, name = '10K+') =>
    idOf(db, followerBuckets, followerBuckets.id, followerBuckets.name, name),
  kind: (db: Db, name = 'Micro') => idOf(db, influencerKinds, influencerKinds.id, influencerKinds.name, name),
  category: (db: Db, name = 'Food') => idOf(db, categories, categories.id, categories.name, name),
  niche: (db: Db, name = 'Food') => idOf(db, niches, niches.id, niches.name, name),
  deliverableType: async (db: Db, contentType = 'Reel') => {
    const [row] = await db
      .select({ id: deliverableTypes.id })
      .from(deliverableTypes)
      .where(eq(deliverableTypes.contentType, contentType));
    if (!row) throw new Error(`deliverable type ${contentType} missing`);
    return row.id;
  },
};

export async function createBrand(
  db: Db,
  overrides: Partial<typeof brands.$inferInsert> = {},
): Promise<{ id: string; name: string }> {
  await ensureReferenceData(db);
  const n = next();
  const [row] = await db
    .insert(brands)
    .values({
      name: `Brand ${n}`,
      companyName: `Brand ${n} Pvt Ltd`,
      logoUrl: `/files/public/brand-${n}.png`,
      websiteLink: `https://brand${n}.example.in`,
      about: 'A homegrown Indian brand.',
      descriptionHtml: '<p>Made in India.</p>',
      countryId: await refIds.country(db),
      nicheIds: [await refIds.niche(db)],
      ...overrides,
    })
    .returning({ id: brands.id, name: brands.name });
  if (!row) throw new Error('brand not inserted');
  return row;
}

export interface CampaignOverrides extends Partial<typeof campaigns.$inferInsert> {
  brandId: string;
  /** Deliverable type names (content_type); defaults to Reel and Post. */
  deliverables?: string[];
  /** Platform names; defaults to Instagram and YouTube. Ignored when platformIds is given. */
  platformNames?: string[];
  /** Mark every deliverable optional, so one file is enough to submit work (issue 26 D). */
  optionalDeliverables?: boolean;
  /** Formats by position, e.g. 'jpg / png (5-8 slides)'; else the factory's own. */
  formats?: string[];
}

/** A realistic active fixed-budget campaign with 2 platforms and 2 deliverables unless overridden. */
export async function createCampaign(
  db: Db,
  input: CampaignOverrides,
): Promise<{ id: string; code: string }> {
  await ensureReferenceData(db);
  const {
    deliverables = ['Reel', 'Post'],
    platformNames = ['Instagram', 'YouTube'],
    optionalDeliverables = false,
    formats = [],
    ...overrides
  } = input;
  const n = next();
  const platformRows = await db
    .select({ id: platforms.id })
    .from(platforms)
    .where(inArray(platforms.name, platformNames));
  const [row] = await db
    .insert(campaigns)
    .values({
      eventName: `Diwali Launch ${n}`,
      eventDate: '2030-11-01',
      location: 'Mumbai',
      productTitle: 'Festive Gift Box',
      platformIds: platformRows.map((p) => p.id),
      references: [{ id: crypto.randomUUID(), description: 'Mood board', link: 'https://example.in/mood' }],
      campaignTitle: `Festive Glow ${n}`,
      campaignType: 'Awareness',
      objective: 'Drive awareness of the festive range',
      plan: 'Two reels before Diwali',
      description: 'Show how the gift box lights up a celebration.',
      keyMessage: 'Celebrate together',
      contentPlan: 'Unboxing then styling',
      visualContent: 'Warm, bright lights',
      hashtags: '#Diwali #GiftBox',
      startDate: '2030-10-01',
      endDate: '2030-11-05',
      submissionDeadline: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      additionalInstructions: 'Tag the brand handle.',
      termsConditions: ['Content must be original.', 'Brand may reuse content for 6 months.'],
      budgetType: 'fixed',
      expectedPriceRange: '₹5,000 - ₹10,000',
      fixedPrice: 7500,
      couponCode: 'GLOW10',
      influencersRequired: 5,
      locationStateId: await refIds.state(db),
      influencerKindId: await refIds.kind(db),
      languageId: await refIds.language(db),
      minimumFollowerId: await refIds.followerBucket(db),
      categoryIds: [await refIds.category(db)],
      brandLogoUrl: '/files/public/logo.png',
      productImageUrls: ['/files/public/product-1.png'],
      brandGuidelineUrl: '/files/public/guidelines.pdf',
      referenceFileUrl: '/files/public/reference.pdf',
      instruction: 'Use the brand colours.',
      ...overrides,
    })
    .returning({ id: campaigns.id, code: campaigns.code });
  if (!row) throw new Error('campaign not inserted');
  const typeRows = await db
    .select({ id: deliverableTypes.id, contentType: deliverableTypes.contentType })
    .from(deliverableTypes)
    .where(inArray(deliverableTypes.contentType, deliverables));
  if (deliverables.length) {
    await db.insert(campaignDeliverables).values(
      deliverables.map((name, i) => ({
        campaignId: row.id,
        deliverableTypeId: typeRows.find((t) => t.contentType === name)?.id ?? typeRows[0]!.id,
        format: formats[i] ?? (i === 0 ? 'mp4' : 'jpg / png'),
        optional: optionalDeliverables,
        duration: i === 0 ? '30s' : 'N.A',
        dimensions: i === 0 ? '1080*1920' : '1080*1080',
        postingDate: '2030-10-20',
        postingTime: '18:00',
        notes: 'Keep it fun',
        remarks: 'Caption in Hinglish',
        sortOrder: i,
      })),
    );
  }
  return row;
}
