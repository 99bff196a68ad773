import type { UsageChannel, UsageTerritory } from './agreement-enums.ts';

/*
 * A campaign's usage rights in plain words (design §16), on their own so the campaign pages that
 * print a campaign's terms carry only these few lines (every campaign page's budget is tight).
 */

/** A campaign's usage rights (design §16); null on a campaign means the creator's own post only. */
export interface UsageRights {
  channels: UsageChannel[];
  duration_days: number;
  territory: UsageTerritory;
  exclusivity_days: number;
  exclusivity_category?: string | null | undefined;
}

/** What each channel lets the brand do, in a creator's words. */
export const USAGE_CHANNEL_PHRASES: Record<UsageChannel, string> = {
  'organic-repost': 'repost your video on its own accounts',
  'brand-paid-ads': 'run your video as a paid ad',
  whitelisting: 'run ads through your account (whitelisting)',
  website: 'show your video on its website',
  offline: 'use your video offline (stores, print, events)',
};

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const days = (n: number) => `${n} day${n === 1 ? '' : 's'}`;
const where = (t: UsageTerritory) => (t === 'India' ? 'in India' : 'worldwide');

/**
 * The usage rights in plain words, one sentence each: "The brand may run your video as a paid ad for
 * 90 days in India." and, with exclusivity, what the creator agrees not to do meanwhile.
 */
export function usageRightsSentences(rights: UsageRights | null | undefined): string[] {
  if (!rights || rights.channels.length === 0)
    return ['Usage rights: your own post only. The brand may not reuse your content elsewhere.'];
  const out = [
    `The brand may ${list(rights.channels.map((c) => USAGE_CHANNEL_PHRASES[c]))} for ${days(rights.duration_days)} ${where(rights.territory)}.`,
  ];
  if (rights.exclusivity_days > 0) {
    const category = rights.exclusivity_category?.trim();
    out.push(
      `For ${days(rights.exclusivity_days)} after your post goes live you agree not to promote a competing brand${category ? ` in ${category}` : ' in the same category'}.`,
    );
  }
  return out;
}
