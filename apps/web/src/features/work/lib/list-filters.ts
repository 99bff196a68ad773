import type { BudgetType } from '@ih/contract/enums';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/** The contract's BUDGET_TYPE_LABELS, in the reader's language. */
const BUDGET_LABELS: Record<BudgetType, MessageDescriptor> = {
  fixed: msg`Fixed`,
  'get quote': msg`Quote`,
  'fixed affiliate': msg`Fixed Affiliate`,
};

/** 'Fixed', 'Quote' (for 'get quote', doc 001 §3) or 'Fixed Affiliate'; unknown values as they came. */
export function budgetLabel(type: string): string {
  const label = Object.hasOwn(BUDGET_LABELS, type) ? BUDGET_LABELS[type as BudgetType] : undefined;
  return label ? i18n._(label) : type;
}

/** The parts of a work item the list's filters read. */
export interface FilterableWork {
  campaign: {
    basic_info: { brand_id: { brand_name: string }; platform: { platform_name: string }[] };
    budget: { budget_type: string };
  };
}

export interface WorkFilters {
  brand: string;
  budget: string;
  platform: string;
}

/** The value of each dropdown's reset choice ('All Brands', 'All Budgets', 'All Types'). */
export const ALL = 'all';
export const NO_FILTERS: WorkFilters = { brand: ALL, budget: ALL, platform: ALL };

const sorted = (values: Iterable<string>) =>
  [...new Set(values)].filter((v) => v.trim() !== '').sort((a, b) => a.localeCompare(b));

/** Dropdown options taken from the loaded data (doc 001 §2). */
export function filterOptions(items: FilterableWork[]) {
  return {
    brands: sorted(items.map((i) => i.campaign.basic_info.brand_id.brand_name)),
    budgets: sorted(items.map((i) => i.campaign.budget.budget_type)),
    platforms: sorted(items.flatMap((i) => i.campaign.basic_info.platform.map((p) => p.platform_name))),
  };
}

export function applyFilters<T extends FilterableWork>(items: T[], f: WorkFilters): T[] {
  return items.filter(
    (i) =>
      (f.brand === ALL || i.campaign.basic_info.brand_id.brand_name === f.brand) &&
      (f.budget === ALL || i.campaign.budget.budget_type === f.budget) &&
      (f.platform === ALL || i.campaign.basic_info.platform.some((p) => p.platform_name === f.platform)),
  );
}
