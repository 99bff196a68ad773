import { istDay } from './payout-terms.ts';

/*
 * India's financial year (April to March, Asia/Kolkata calendar), zod-free so the web's statement
 * picker names years as the API does (design §13).
 */

export const FINANCIAL_YEAR_PATTERN = /^(\d{4})-(\d{2})$/;

/** '2026-27' for any day from 1 April 2026 to 31 March 2027 (Asia/Kolkata calendar). */
export function financialYearOf(at: Date): string {
  const day = istDay(at);
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** A well-formed financial year names two consecutive years ('2026-27', not '2026-28'). */
export function isFinancialYear(fy: string): boolean {
  const m = FINANCIAL_YEAR_PATTERN.exec(fy);
  return !!m && (Number(m[1]) + 1) % 100 === Number(m[2]);
}

/** The first and last day of a financial year, YYYY-MM-DD. */
export function financialYearDays(fy: string): { from: string; to: string } {
  const start = Number(fy.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** The current financial year and the ones before it, newest first ('2026-27', '2025-26', …). */
export function recentFinancialYears(now: Date, count: number): string[] {
  const start = Number(financialYearOf(now).slice(0, 4));
  return Array.from(
    { length: count },
    (_, i) => `${start - i}-${String((start - i + 1) % 100).padStart(2, '0')}`,
  );
}

/** statement-2026-27.csv / .pdf */
export const statementFileName = (fy: string, format: 'csv' | 'pdf') => `statement-${fy}.${format}`;
