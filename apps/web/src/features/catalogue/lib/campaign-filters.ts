import { CAMPAIGN_PAGE_SIZE } from '@ih/contract/constants';
import { BUDGET_TYPES, type BudgetType } from '@ih/contract/enums';

/**
 * The campaign list's filters and page, kept in the URL's search params so a filtered list can be
 * shared and survives a reload. Reference filters travel by name (readable links; the API takes an
 * id or a name), the follower bucket by id (the API takes only its id).
 */
export const APPLIED_VALUES = ['applied', 'not-applied'] as const;
export type AppliedFilter = (typeof APPLIED_VALUES)[number];

export interface CampaignFilters {
  search: string;
  applied?: AppliedFilter;
  budgetType?: BudgetType;
  category?: string;
  language?: string;
  platform?: string;
  minimumFollower?: string;
  location?: string;
  /** YYYY-MM-DD, inclusive. */
  deadlineFrom?: string;
  deadlineTo?: string;
  page: number;
}

export const EMPTY_FILTERS: CampaignFilters = { search: '', page: 1 };

/** The filters the Advanced Filters dialog edits. */
export const ADVANCED_KEYS = [
  'category',
  'language',
  'platform',
  'minimumFollower',
  'location',
  'deadlineFrom',
  'deadlineTo',
] as const;
export type AdvancedKey = (typeof ADVANCED_KEYS)[number];

const TEXT_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (v: string | null) => {
  const t = v?.trim().slice(0, TEXT_MAX);
  return t && t.toLowerCase() !== 'all' ? t : undefined;
};
const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  values.includes(v as T) ? (v as T) : undefined;
const day = (v: string | null) => (v && DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : undefined);

/** Reads the filters from a URL; anything malformed (a hand-edited link) is dropped, not sent. */
export function parseCampaignFilters(params: URLSearchParams): CampaignFilters {
  const page = Number(params.get('page'));
  const minimumFollower = params.get('minimumFollower');
  return {
    search: params.get('search')?.trim().slice(0, TEXT_MAX) ?? '',
    applied: oneOf(APPLIED_VALUES, params.get('applied')),
    budgetType: oneOf(BUDGET_TYPES, params.get('budgetType')),
    category: text(params.get('category')),
    language: text(params.get('language')),
    platform: text(params.get('platform')),
    minimumFollower: minimumFollower && UUID.test(minimumFollower) ? minimumFollower : undefined,
    location: text(params.get('location')),
    deadlineFrom: day(params.get('deadlineFrom')),
    deadlineTo: day(params.get('deadlineTo')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Writes the filters back; defaults (no filter, page 1) are left out so links stay short. */
export function campaignFiltersToParams(f: CampaignFilters): URLSearchParams {
  const params = new URLSearchParams();
  const entries: [string, string | number | undefined][] = [
    ['search', f.search.trim() || undefined],
    ['applied', f.applied],
    ['budgetType', f.budgetType],
    ...ADVANCED_KEYS.map((k): [string, string | undefined] => [k, f[k]]),
    ['page', f.page > 1 ? f.page : undefined],
  ];
  for (const [key, value] of entries) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

/** Any change of a filter starts again from the first page. */
export function withFilter(
  f: CampaignFilters,
  patch: Partial<Omit<CampaignFilters, 'page'>>,
): CampaignFilters {
  return { ...f, ...patch, page: 1 };
}

/** The API query for a page of the list (active campaigns, CAMPAIGN_PAGE_SIZE a page). */
export function campaignListQueryOf(f: CampaignFilters) {
  return {
    status: 'active' as const,
    page: f.page,
    limit: CAMPAIGN_PAGE_SIZE,
    search: f.search.trim() || undefined,
    applied: f.applied,
    budgetType: f.budgetType,
    category: f.category,
    language: f.language,
    platform: f.platform,
    minimumFollower: f.minimumFollower,
    location: f.location,
    deadlineFrom: f.deadlineFrom,
    deadlineTo: f.deadlineTo,
  };
}

/** How many of the dialog's filters are set (shown on the Advanced Filters button). */
export function advancedCount(f: CampaignFilters): number {
  return ADVANCED_KEYS.filter((k) => f[k] !== undefined).length;
}
