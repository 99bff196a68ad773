import { describe, expect, it } from 'vitest';
import {
  formatDayMonth,
  formatDayMonthYear,
  formatDdMmYyyy,
  formatLongDate,
  formatRupees,
  initials,
  pad2,
  truncate,
} from './format';

describe('formatRupees', () => {
  it('groups the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees('50000')).toBe('₹50,000');
  });
  it('treats missing and unreadable amounts as zero', () => {
    expect(formatRupees(null)).toBe('₹0');
    expect(formatRupees('abc')).toBe('₹0');
  });
});

describe('pad2', () => {
  it('pads to two digits', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(0)).toBe('00');
    expect(pad2(12)).toBe('12');
    expect(pad2(123)).toBe('123');
  });
});

describe('dates in Asia/Kolkata', () => {
  // 20:00 UTC is already the next day in India (UTC+5:30).
  const iso = '2026-11-21T20:00:00.000Z';
  it('long US format', () => expect(formatLongDate(iso)).toBe('November 22, 2026'));
  it('dd/mm/yyyy', () => expect(formatDdMmYyyy(iso)).toBe('22/11/2026'));
  it('short day-month', () => expect(formatDayMonth(iso)).toBe('22 Nov'));
  it('day short-month year', () => expect(formatDayMonthYear(iso)).toBe('22 Nov 2026'));
  it('September is Sep', () => expect(formatDayMonthYear('2026-09-05T06:00:00Z')).toBe('5 Sep 2026'));
  it('falls back on bad input', () => {
    expect(formatLongDate('not a date')).toBe('-');
    expect(formatDayMonth(null, 'Not specified')).toBe('Not specified');
  });
});

describe('truncate', () => {
  it('cuts and adds ...', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
    expect(truncate(undefined, 3)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first two words', () => {
    expect(initials('Asha Rani Verma')).toBe('AR');
    expect(initials('  priya  ')).toBe('P');
  });
  it("falls back to 'U'", () => {
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});
