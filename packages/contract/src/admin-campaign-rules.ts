import type { BUDGET_TYPES } from './enums.ts';

/**
 * The campaign cross-field rules (budget by type, date order) and their texts, free of zod so the
 * staff campaign form can use them without loading the schemas (design §7). `admin-campaigns.ts`
 * builds its schemas on them and re-exports them.
 */

/** The texts of the cross-field rules; `ADMIN_CAMPAIGN_MESSAGES` includes them. */
export const CAMPAIGN_RULE_MESSAGES = {
  endBeforeStart: 'The end date cannot be before the start date.',
  fixedPrice: 'Enter the fixed price for a fixed campaign.',
  commission: 'Enter the commission per sale for a fixed affiliate campaign.',
} as const;

export type BudgetValues = {
  budget_type?: (typeof BUDGET_TYPES)[number] | undefined;
  fixed_price?: number | null | undefined;
  fixed_commission_per_sale?: number | null | undefined;
};

/**
 * The per-type budget rule: 'fixed' needs a fixed price above zero, 'fixed affiliate' a commission
 * above zero, 'get quote' neither. Shared by the create schema, the web form and the PATCH merge.
 */
export function budgetErrors(v: BudgetValues): Record<string, string> {
  if (v.budget_type === 'fixed' && !(v.fixed_price && v.fixed_price > 0))
    return { fixed_price: CAMPAIGN_RULE_MESSAGES.fixedPrice };
  if (
    v.budget_type === 'fixed affiliate' &&
    !(v.fixed_commission_per_sale && v.fixed_commission_per_sale > 0)
  )
    return { fixed_commission_per_sale: CAMPAIGN_RULE_MESSAGES.commission };
  return {};
}

/** Dates are YYYY-MM-DD, so comparing the strings compares the days. */
export function dateOrderErrors(v: {
  start_date?: string | null;
  end_date?: string | null;
}): Record<string, string> {
  return v.start_date && v.end_date && v.end_date < v.start_date
    ? { end_date: CAMPAIGN_RULE_MESSAGES.endBeforeStart }
    : {};
}
