import { randomUUID } from 'node:crypto';
import type { BudgetType } from '@ih/contract/enums';
import type { campaignDeliverables, campaigns } from '../schema/catalogue.ts';
import type { BuiltBrand } from './demo-brands.ts';
import { CAMPAIGN_IDEAS } from './demo-campaign-ideas.ts';
import * as text from './demo-campaign-text.ts';
import { type DemoFiles, publicUrl } from './demo-files.ts';
import { type DemoRefs, must } from './demo-refs.ts';
import { addDays, atIst, isoDate, type Random, rupees } from './demo-util.ts';
import { productSvg } from './svg.ts';

export type CampaignRow = typeof campaigns.$inferInsert & { id: string };
export type DeliverableRow = typeof campaignDeliverables.$inferInsert & { id: string };

export interface BuiltCampaign {
  row: CampaignRow;
  deliverables: DeliverableRow[];
  brand: BuiltBrand;
}

interface Spec {
  format: string;
  duration: string;
  dimensions: string;
}
const SPECS: Record<string, Spec> = {
  Reel: { format: 'MP4 9:16', duration: '30-60 sec', dimensions: '1080*1920' },
  Post: { format: 'jpg / png', duration: 'N.A', dimensions: '1080*1080' },
  Story: { format: 'jpg / png / MP4', duration: '15 sec', dimensions: '1080*1920' },
  Video: { format: 'MP4 16:9', duration: '3-5 min', dimensions: '1920*1080' },
  Short: { format: 'MP4 9:16', duration: '30-60 sec', dimensions: '1080*1920' },
  Carousel: { format: 'jpg / png (5-8 slides)', duration: 'N.A', dimensions: '1080*1350' },
  GIF: { format: 'GIF', duration: '3-6 sec', dimensions: '800*800' },
  Live: { format: 'Live stream', duration: '20-30 min', dimensions: '1080*1920' },
  Thread: { format: 'Text + images', duration: 'N.A', dimensions: '1200*675' },
  Blog: { format: 'Article, 800+ words', duration: 'N.A', dimensions: '1200*630' },
};

/** Which deliverables suit a platform, and how often brands pick it (Instagram dominates in India). */
const PLATFORM_FIT: Record<string, { weight: number; types: string[] }> = {
  Instagram: { weight: 40, types: ['Reel', 'Post', 'Story', 'Carousel', 'Live'] },
  YouTube: { weight: 20, types: ['Video', 'Short', 'Live'] },
  Facebook: { weight: 15, types: ['Post', 'Video', 'Story', 'Reel'] },
  X: { weight: 7, types: ['Thread', 'Post', 'GIF'] },
  LinkedIn: { weight: 6, types: ['Post', 'Blog', 'Carousel'] },
  Snapchat: { weight: 4, types: ['Story'] },
  Pinterest: { weight: 3, types: ['Post'] },
  WhatsApp: { weight: 3, types: ['Story'] },
  Telegram: { weight: 2, types: ['Post'] },
};

const BUDGETS: BudgetType[] = ['fixed', 'get quote', 'fixed affiliate'];
const FIXED_PRICES = [5_000, 8_000, 10_000, 12_000, 15_000, 20_000, 25_000, 35_000, 50_000];
const QUOTE_RANGES = [
  [5_000, 12_000],
  [10_000, 25_000],
  [20_000, 45_000],
  [40_000, 1_00_000],
];
const COMMISSIONS = [50, 75, 100, 150, 200, 250];
// Stored as the staff form's time field sends it; pages show '11:00 AM' (contract posting-time.ts).
const TIMES = ['11:00', '13:30', '18:30', '19:00', '20:30'];

const couponPrefix = (brand: string) =>
  brand
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase()
    .slice(0, 6);

/**
 * Builds the 64 demo campaigns from their one-line ideas: dates mostly 2–8 weeks ahead (every eighth in
 * the past and closed), budgets cycling through the three types, platforms weighted as brands pick
 * them, deliverables that suit those platforms. Each gets its own product shot as a public file.
 */
export async function buildCampaigns(
  brands: BuiltBrand[],
  refs: DemoRefs,
  files: DemoFiles,
  random: Random,
  now: Date,
): Promise<BuiltCampaign[]> {
  const byName = new Map(brands.map((b) => [b.data.name, b]));
  const out: BuiltCampaign[] = [];
  for (const [i, idea] of CAMPAIGN_IDEAS.entries()) {
    const brand = byName.get(idea.brand);
    if (!brand) throw new Error(`demo campaign for unknown brand ${idea.brand}`);
    const past = i % 8 === 3;
    const eventDate = addDays(now, past ? -(5 + random.int(0, 20)) : random.int(14, 56));
    const deadline = atIst(addDays(eventDate, -random.int(3, 7)), 18, 30);
    const status = past ? 'closed' : i % 16 === 6 ? 'inactive' : 'active';

    const platformNames = random.weightedDistinct(
      Object.entries(PLATFORM_FIT).map(([name, fit]) => ({ value: name, weight: fit.weight })),
      random.pick([1, 2, 2, 2, 3, 3, 4]),
    );
    const fitting = [...new Set(platformNames.flatMap((p) => PLATFORM_FIT[p]?.types ?? []))];
    const types = random.shuffle(fitting).slice(0, random.int(1, Math.min(3, fitting.length)));

    const budgetType = BUDGETS[i % 3]!;
    const price = random.pick(FIXED_PRICES);
    const [low, high] = random.pick(QUOTE_RANGES);
    const budget =
      budgetType === 'fixed'
        ? { fixedPrice: price, expectedPriceRange: `${rupees(price * 0.8)} - ${rupees(price * 1.5)}` }
        : budgetType === 'get quote'
          ? { expectedPriceRange: `${rupees(low ?? 0)} - ${rupees(high ?? 0)}` }
          : {
              fixedCommissionPerSale: random.pick(COMMISSIONS),
              couponCode: `${couponPrefix(idea.brand)}${random.pick([10, 15, 20, 25])}`,
            };

    const categoryNames = [...new Set(brand.data.niches.flatMap((n) => text.NICHE_CATEGORIES[n] ?? []))];
    const product = await files.put(
      productSvg(idea.brand, idea.product, brand.data.color, brand.data.accent),
      {
        name: `${idea.product.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
        contentType: 'image/svg+xml',
        visibility: 'public',
      },
    );

    const id = randomUUID();
    const website = brand.data.website;
    const references = random.chance(0.75)
      ? random
          .shuffle(text.REFERENCE_DESCRIPTIONS)
          .slice(0, random.int(1, 2))
          .map((description, n) => ({
            id: randomUUID(),
            description,
            link: `${website}/creators/${idea.event.toLowerCase().replace(/[^a-z0-9]+/g, '-')}${n ? `#ref-${n}` : ''}`,
          }))
      : [];
    const createdAt = addDays(past ? addDays(eventDate, -30) : now, -random.int(1, 20));

    const row: CampaignRow = {
      id,
      brandId: brand.row.id,
      status,
      eventName: idea.event,
      eventDate: isoDate(eventDate),
      location: random.pick(text.CITIES),
      productTitle: idea.product,
      platformIds: platformNames.map((p) => must(refs.platform, p)),
      references,
      campaignTitle: text.TITLE[idea.type](idea),
      campaignType: idea.type,
      objective: text.OBJECTIVE[idea.type](idea),
      plan: text.PLAN[idea.type],
      description: text.description(idea),
      keyMessage: text.keyMessage(idea),
      contentPlan: random.pick(text.CONTENT_PLANS),
      visualContent: idea.type === 'Festive' ? text.FESTIVE_VISUAL : random.pick(text.VISUALS),
      hashtags: idea.hashtags,
      startDate: isoDate(addDays(eventDate, -28)),
      endDate: isoDate(addDays(eventDate, 7)),
      submissionDeadline: deadline,
      additionalInstructions: random.pick(text.INSTRUCTIONS),
      termsConditions: random.shuffle(text.TERMS).slice(0, random.int(3, 5)),
      budgetType,
      ...budget,
      influencersRequired: random.pick([5, 8, 10, 12, 15, 20, 25, 30, 50]),
      locationStateId: random.chance(0.7)
        ? must(
            refs.state,
            random.pick([
              'Maharashtra',
              'Karnataka',
              'Delhi',
              'Tamil Nadu',
              'Telangana',
              'West Bengal',
              'Gujarat',
            ]),
          )
        : null,
      influencerKindId: must(refs.kind, random.pick(['Nano', 'Micro', 'Micro', 'Mid-tier', 'Macro', 'Mega'])),
      languageId: must(
        refs.language,
        random.pick(['English', 'Hindi', 'Hindi', 'English', 'Tamil', 'Marathi', 'Bengali']),
      ),
      minimumFollowerId: must(refs.bucket, random.pick(['1K+', '10K+', '10K+', '50K+', '100K+', '500K+'])),
      categoryIds: random
        .shuffle(categoryNames)
        .slice(0, random.int(1, Math.min(3, categoryNames.length)))
        .map((c) => must(refs.category, c)),
      brandLogoUrl: brand.logoUrl,
      productImageUrls: [publicUrl(product), brand.lifestyleUrl],
      brandGuidelineUrl: brand.guidelineUrl,
      referenceFileUrl: random.chance(0.6) ? brand.moodboardUrl : null,
      instruction: 'Read the brand guidelines before you shoot.',
      createdAt,
      updatedAt: createdAt,
    };
    const deliverables = types.map(
      (type, n): DeliverableRow => ({
        id: randomUUID(),
        campaignId: id,
        deliverableTypeId: must(refs.deliverableType, type).id,
        ...SPECS[type]!,
        postingDate: isoDate(addDays(eventDate, n)),
        postingTime: random.pick(TIMES),
        notes: random.pick(text.NOTES),
        remarks: random.pick(text.REMARKS),
        sortOrder: n,
      }),
    );
    out.push({ row, deliverables, brand });
  }
  return out;
}

/**
 * Moves a campaign's dates so an application's story fits it (work submitted before the deadline,
 * posts on the event date). Deliverable posting dates follow the event date.
 */
export function retime(
  c: BuiltCampaign,
  now: Date,
  eventDays: number,
  deadlineDays: number,
  status: CampaignRow['status'],
) {
  const event = addDays(now, eventDays);
  c.row.eventDate = isoDate(event);
  c.row.startDate = isoDate(addDays(event, -28));
  c.row.endDate = isoDate(addDays(event, 7));
  c.row.submissionDeadline = atIst(addDays(now, deadlineDays), 18, 30);
  c.row.status = status;
  for (const d of c.deliverables) d.postingDate = isoDate(addDays(event, d.sortOrder ?? 0));
}
