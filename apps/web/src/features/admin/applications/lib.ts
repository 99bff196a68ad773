import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import type { StaffTransition } from '@ih/contract/enums';

type AmountSource = Pick<AdminApplicationListItem, 'quote_asking_amount'> & {
  campaign: Pick<AdminApplicationListItem['campaign'], 'fixed_price'>;
};

/**
 * The amount the Accept dialog starts with, as the API would choose it (design §4): the creator's
 * quote when they gave one, else the campaign's fixed price; null when neither exists, so staff
 * must type one.
 */
export function defaultFinalAmount(a: AmountSource): number | null {
  if (a.quote_asking_amount > 0) return a.quote_asking_amount;
  if (a.campaign.fixed_price && a.campaign.fixed_price > 0) return a.campaign.fixed_price;
  return null;
}

export const FINAL_AMOUNT_REQUIRED = 'Enter the final amount to accept this application.';
export const FINAL_AMOUNT_INVALID = 'The final amount must be a whole number of rupees above zero.';
export const FINAL_AMOUNT_MAX = 100_000_000;

/** Reads the typed amount ('12,500' is fine); answers the number or the message to show. */
export function parseRupees(text: string): { amount: number } | { error: string } {
  const cleaned = text.replace(/[,\s₹]/g, '');
  if (cleaned === '') return { error: FINAL_AMOUNT_REQUIRED };
  if (!/^\d+$/.test(cleaned)) return { error: FINAL_AMOUNT_INVALID };
  const amount = Number(cleaned);
  if (amount <= 0 || amount > FINAL_AMOUNT_MAX) return { error: FINAL_AMOUNT_INVALID };
  return { amount };
}

/** Compact follower counts: '12500' → '12.5K', '1200000' → '1.2M'; text that is not a number stays. */
export function compactFollowers(value: string): string {
  const n = Number(value.replace(/,/g, ''));
  if (!value.trim() || !Number.isFinite(n)) return value;
  if (n >= 1_000_000) return `${trimZero(n / 1_000_000)}M`;
  if (n >= 1_000) return `${trimZero(n / 1_000)}K`;
  return String(n);
}

const trimZero = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** Button words for each staff move. */
export const TRANSITION_LABEL: Record<StaffTransition, string> = {
  accepted: 'Accept',
  declined: 'Decline',
  rework: 'Request rework',
  approved: 'Approve',
  'final posted': 'Confirm final posted',
};

/** Only these can be chosen for a bulk move (the API refuses the rest). */
export function canBulk(a: Pick<AdminApplicationListItem, 'allowedTransitions'>): boolean {
  return a.allowedTransitions.includes('accepted') || a.allowedTransitions.includes('declined');
}
