import type { BudgetType } from '@ih/contract/enums';
import { t } from '@lingui/core/macro';
import type { CampaignFilters } from './campaign-filters';

/*
 * The campaign list's filter chips, apart from the filters themselves: the route prefetch (in every
 * page's shared chunk) reads the filters, and only the campaigns page needs the chips' words.
 */

export type FilterKey = Exclude<keyof CampaignFilters, 'page'>;

export interface FilterChip {
  key: FilterKey;
  label: string;
}

/**
 * One removable chip per active filter. `names` turns ids into words (the follower bucket); a
 * bucket not yet resolved reads 'Followers'.
 */
export function filterChips(
  f: CampaignFilters,
  names: { followerBucket?: (id: string) => string | undefined; budgetType: (t: BudgetType) => string },
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (key: FilterKey, label: string | undefined) => {
    if (label) chips.push({ key, label });
  };
  const { category, language, platform, location, deadlineFrom, deadlineTo } = f;
  const search = f.search.trim();
  add('search', search ? t`Search: ${search}` : undefined);
  add('applied', f.applied && (f.applied === 'applied' ? t`Applied` : t`Not applied`));
  const budget = f.budgetType && names.budgetType(f.budgetType);
  add('budgetType', budget && t`Budget: ${budget}`);
  add('category', category && t`Category: ${category}`);
  add('language', language && t`Language: ${language}`);
  add('platform', platform && t`Platform: ${platform}`);
  const bucket = f.minimumFollower && (names.followerBucket?.(f.minimumFollower) ?? t`selected bucket`);
  add('minimumFollower', bucket && t`Followers: ${bucket}`);
  add('location', location && t`Location: ${location}`);
  add('deadlineFrom', deadlineFrom && t`Deadline from ${deadlineFrom}`);
  add('deadlineTo', deadlineTo && t`Deadline to ${deadlineTo}`);
  return chips;
}
