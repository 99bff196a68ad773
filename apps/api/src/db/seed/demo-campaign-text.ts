import type { CampaignIdea, CampaignType } from './demo-campaign-ideas.ts';

/** Sentences the demo briefs are written from, so 64 campaigns read like briefs a brand team wrote. */

export const TITLE: Record<CampaignType, (i: CampaignIdea) => string> = {
  Awareness: (i) => `Discover ${i.product}`,
  Launch: (i) => `Introducing ${i.product}`,
  Conversion: (i) => `Shop ${i.product} with your code`,
  Engagement: (i) => `${i.event} with ${i.brand}`,
  Festive: (i) => `Celebrate the season with ${i.product}`,
};

export const OBJECTIVE: Record<CampaignType, (i: CampaignIdea) => string> = {
  Awareness: (i) =>
    `Introduce ${i.brand} to new audiences and build recall for ${i.product} among viewers who have not tried it yet.`,
  Launch: (i) =>
    `Create buzz in launch week for ${i.product} and drive first trials through honest first impressions.`,
  Conversion: (i) => `Drive purchases of ${i.product} through creator codes and measure sales per creator.`,
  Engagement: (i) => `Spark conversation around ${i.event} and get viewers to take part, comment and share.`,
  Festive: (i) => `Make ${i.product} part of your audience's festive plans and gift lists this season.`,
};

export const PLAN: Record<CampaignType, string> = {
  Awareness: 'Week 1: a story teaser. Week 2: the hero post or reel. Week 3: a reminder story with the link.',
  Launch: 'Launch day: unboxing or first-use reel. Day 3: a story Q&A. Day 7: a follow-up with your verdict.',
  Conversion:
    'Post the hero content with your code in the caption, then two stories in the same week with the link.',
  Engagement:
    'Open with a challenge or question, post your own attempt, and reply to comments for the first 48 hours.',
  Festive: 'A festive-prep story, the hero reel on the posting date, and a gifting story two days later.',
};

export const description = (i: CampaignIdea) =>
  `${i.brand} is looking for creators to feature ${i.product}, which ${i.hook}. ` +
  'Show it in your real routine, share honest first impressions, and tell your audience why it works for you. ' +
  'Scripts are not required; your voice matters more than polish.';

export const keyMessage = (i: CampaignIdea) => `${i.product} ${i.hook}.`;

export const CONTENT_PLANS = [
  'Hook in the first three seconds, show the product in use, and close with a clear call to action and the campaign hashtags.',
  'Start with the problem your audience knows, bring in the product as the fix, and end with your honest verdict.',
  'A day-in-the-life format: the product appears naturally at least twice, with a close-up of the pack once.',
  'Before and after, or side by side: show what changes with the product, without exaggerated claims.',
];

export const VISUALS = [
  'Natural daylight, warm tones, product clearly visible for at least five seconds; no competitor brands in frame.',
  'Bright, clean backgrounds with the brand colours; pack shot close-up and one wide lifestyle shot.',
  'Handheld, authentic feel; on-screen text in the video’s language; subtitles for any speech.',
];
export const FESTIVE_VISUAL =
  'Festive setting with diyas or flowers; the product at the centre of the table or gift.';

export const INSTRUCTIONS = [
  'Tag the brand handle and mark the post as a paid partnership.',
  'Share the draft with the brand team before posting.',
  'Keep the post live for at least 90 days and do not archive it.',
  null,
];

/**
 * Free-text terms. Payment and approval timing and usage rights are NOT here: every campaign states
 * those from its own fields (campaign-terms.ts), and free text must never contradict them (issue 26).
 */
export const TERMS = [
  'Content must be original and created for this campaign.',
  'Mark every post as a paid partnership or use #ad in the first line of the caption.',
  'Posts must stay live for at least 90 days.',
  'No competitor brands or products may appear in the content.',
  'Claims must match the product label; no medical or financial guarantees.',
  'The brand may ask for one round of changes before approval.',
  'Insights (reach, views, saves) must be shared within 7 days of posting.',
];

export const NOTES = [
  'Mention the campaign hashtags in the caption.',
  'Add the product link sticker to the story.',
  'Use trending audio that fits the brand’s tone.',
  'Pin the top comment with your code.',
  'Keep the first frame free of text so the cover looks clean.',
];

export const REMARKS = [
  'Brand to approve the script before the shoot.',
  'Raw files may be requested for paid amplification.',
  'Subtitles required if there is speech.',
  'Avoid posting between 1 and 4 pm.',
  'Collab post with the brand handle preferred.',
];

export const REFERENCE_DESCRIPTIONS = [
  'Mood board for the shoot',
  'Last season’s best-performing creator post',
  'Product page with claims you may use',
  'Brand tone-of-voice guide',
];

export const CITIES = [
  'Mumbai',
  'Bengaluru',
  'Delhi NCR',
  'Pune',
  'Hyderabad',
  'Chennai',
  'Kolkata',
  'Pan India',
];

/** Categories that suit each brand niche; a campaign takes one to three of them. */
export const NICHE_CATEGORIES: Record<string, string[]> = {
  'Fashion & Apparel': ['Fashion', 'Luxury', 'Art & Creative'],
  'Beauty & Personal Care': ['Beauty & Makeup', 'Fashion', 'Fitness & Health'],
  'Food & Beverage': ['Food', 'Travel', 'Parenting & Family'],
  'Consumer Electronics': ['Tech', 'Gaming', 'Music & Entertainment'],
  'Travel & Hospitality': ['Travel', 'Food', 'Art & Creative'],
  'Health & Fitness': ['Fitness & Health', 'Food'],
  'Finance & Fintech': ['Finance & Business', 'Tech'],
  'Home & Living': ['Art & Creative', 'Parenting & Family', 'Luxury'],
  'Gaming & Esports': ['Gaming', 'Tech', 'Music & Entertainment'],
  Education: ['Finance & Business', 'Tech', 'Parenting & Family'],
  Automotive: ['Tech', 'Travel'],
  'Kids & Parenting': ['Parenting & Family', 'Pet', 'Fitness & Health'],
};
