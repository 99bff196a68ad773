import { PAYMENT_MESSAGES } from '@ih/contract/payments-messages';

/** From and To as YYYY-MM-DD ('' when not set), as the date inputs give them. */
export interface DateRange {
  from: string;
  to: string;
}

/** Doc 001 §5: the To date cannot be before the From date. Null when the range is fine. */
export function dateRangeError({ from, to }: DateRange): string | null {
  return from && to && to < from ? PAYMENT_MESSAGES.dateOrder : null;
}
