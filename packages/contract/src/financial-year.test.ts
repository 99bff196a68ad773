import { describe, expect, it } from 'vitest';
import {
  financialYearDays,
  financialYearOf,
  isFinancialYear,
  recentFinancialYears,
} from './financial-year.ts';

describe('financial years', () => {
  it('turn over at midnight of 1 April in India, not in UTC', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00+05:30'))).toBe('2027-28');
    // 31 March 20:00 UTC is already 1 April in India.
    expect(financialYearOf(new Date('2027-03-31T20:00:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-31T12:00:00+05:30'))).toBe('2099-00');
  });
  it('are named by two consecutive years', () => {
    expect(isFinancialYear('2026-27')).toBe(true);
    expect(isFinancialYear('2099-00')).toBe(true);
    expect(isFinancialYear('2026-28')).toBe(false);
    expect(isFinancialYear('2026-2027')).toBe(false);
  });
  it('run from 1 April to 31 March', () => {
    expect(financialYearDays('2026-27')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
  });
  it('list the current year first', () => {
    expect(recentFinancialYears(new Date('2026-11-23T10:00:00+05:30'), 3)).toEqual([
      '2026-27',
      '2025-26',
      '2024-25',
    ]);
  });
});
