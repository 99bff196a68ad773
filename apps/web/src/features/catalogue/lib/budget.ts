import type { BudgetType } from '@ih/contract/enums';
import { t } from '@lingui/core/macro';
import { formatRupees } from '@/lib/format';

/** The budget part of a campaign, as the list and detail answers carry it. */
export interface BudgetLike {
  budget_type: BudgetType;
  excepted_price_range: string | null;
  fixed_commission_per_sale: number | null;
  /** What a fixed campaign pays each creator, whole rupees (null: not set). */
  fixed_price?: number | null;
}

/** The amount a fixed campaign pays the creator ('₹5,000'), or null where the fee is not fixed (issue 26). */
export function fixedFeeText(budget: BudgetLike): string | null {
  return budget.budget_type === 'fixed' && budget.fixed_price ? formatRupees(budget.fixed_price) : null;
}

/** 'Fixed', 'Quote' (for 'get quote', doc 000 §4) or 'Fixed Affiliate'; unknown values as they came. */
export function budgetTypeLabel(type: string): string {
  // The contract's BUDGET_TYPE_LABELS, in the reader's language.
  const labels: Record<BudgetType, string> = {
    fixed: t`Fixed`,
    'get quote': t`Quote`,
    'fixed affiliate': t`Fixed Affiliate`,
  };
  return labels[type as BudgetType] ?? type;
}

/** A quote campaign asks for a price instead of taking an application at a set fee. */
export const isQuoteBudget = (type: string) => type === 'get quote';

/** An affiliate campaign's pay: '₹1,500 per sale', or 'TBD per sale' before the brand sets it. */
export function commissionText(budget: BudgetLike): string {
  return budget.fixed_commission_per_sale !== null && budget.fixed_commission_per_sale !== undefined
    ? perSale(formatRupees(budget.fixed_commission_per_sale))
    : t`TBD per sale`;
}

function perSale(amount: string): string {
  return t`${amount} per sale`;
}

/**
 * The saved card's budget line (doc 000 §2): an affiliate campaign pays per sale (commissionText);
 * any other shows its expected range, else 'Negotiable'.
 */
export function savedBudgetText(budget: BudgetLike): string {
  if (budget.budget_type === 'fixed affiliate') return commissionText(budget);
  return budget.excepted_price_range?.trim() || t`Negotiable`;
}
