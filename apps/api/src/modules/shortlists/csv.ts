import type { ShortlistDetail } from '@ih/contract/shortlists';
import { csvDocument } from '../../lib/csv.ts';

export const SHORTLIST_CSV_HEADER = [
  'Name',
  'Niches',
  'Platforms',
  'Handles',
  'Followers',
  'City',
  'State',
  'Languages',
  'Completed Jobs',
  'On-time Rate (%)',
] as const;

/**
 * A shortlist as a spreadsheet (design §15): the discovery card's facts, one creator a row, platforms
 * with their handles and followers side by side in the same order. No contact data: the card has none.
 * Every cell goes through csvField, so a name or handle starting with = + - @ cannot run as a formula.
 */
export function shortlistCsv(list: ShortlistDetail): string {
  const rows = list.creators.map((c) => [
    c.name,
    c.niches.join('; '),
    c.platforms.map((p) => p.platform).join('; '),
    c.platforms.map((p) => p.handle).join('; '),
    c.platforms.map((p) => (p.followers === null ? '' : String(p.followers))).join('; '),
    c.city,
    c.state,
    c.languages.join('; '),
    c.completedJobs,
    c.onTimeDeliveryRate === null ? '' : Math.round(c.onTimeDeliveryRate * 100),
  ]);
  return csvDocument([SHORTLIST_CSV_HEADER, ...rows]);
}

/** A file name from the list's name: letters, digits and dashes only. */
export function shortlistFileName(list: Pick<ShortlistDetail, 'name'>): string {
  const slug = list.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `shortlist-${slug || 'creators'}.csv`;
}
