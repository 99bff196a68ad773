import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDayMonth,
  formatDayMonthYear,
  formatDdMmYyyy,
  formatFollowers,
  formatLongDate,
  formatRupees,
  indiaTime,
  pad2,
  truncate,
} from './format';
import { activateLocale } from './i18n';

describe('formatRupees', () => {
  it('groups the Indian way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees('50000')).toBe('₹50,000');
  });
  it('shows paise as two digits where an amount has them (GST)', () => {
    expect(formatRupees(1456.1)).toBe('₹1,456.10');
    expect(formatRupees(222.12)).toBe('₹222.12');
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

describe('times on a clock in India', () => {
  it('shifts by 5:30 whatever the reader’s zone, with a 12-hour clock', () => {
    expect(formatDateTime('2026-11-22T10:15:00Z')).toBe('22 Nov 2026, 3:45 PM');
    expect(formatDateTime('2026-11-21T18:30:00Z')).toBe('22 Nov 2026, 12:00 AM');
    expect(formatDateTime('2026-11-22T06:30:00Z')).toBe('22 Nov 2026, 12:00 PM');
    expect(formatDateTime('2026-12-31T18:29:00Z')).toBe('31 Dec 2026, 11:59 PM');
    expect(formatDateTime('2026-12-31T18:30:00Z')).toBe('1 Jan 2027, 12:00 AM');
    expect(formatDateTime(undefined)).toBe('-');
  });

  it('agrees with Intl’s Asia/Kolkata data across a year', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Kolkata',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    for (let h = 0; h < 366 * 24; h += 7) {
      const d = new Date(Date.UTC(2026, 0, 1) + h * 3600_000 + 17 * 60_000);
      const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, Number(x.value)]));
      expect(indiaTime(d)).toEqual({
        year: p.year,
        month: p.month,
        day: p.day,
        hour: p.hour,
        minute: p.minute,
      });
    }
  });
});

describe('formatFollowers', () => {
  it('reads counts the Indian way, and shows unknown as a dash', () => {
    expect([950, 1200, 12_500, 120_000, 1_234_567, 12_000_000].map(formatFollowers)).toEqual([
      '950',
      '1.2K',
      '12.5K',
      '1.2L',
      '12.3L',
      '1.2Cr',
    ]);
    expect(formatFollowers(null)).toBe('-');
  });
});

describe('in Hindi (design §19)', () => {
  afterEach(() => activateLocale('en'));

  it('names months through Intl hi-IN and says compact counts in lakh and crore', async () => {
    await activateLocale('hi', { remember: false });
    const day = '2026-11-22T06:30:00Z';
    expect(formatLongDate(day)).toBe('22 नवंबर 2026');
    expect(formatDayMonthYear(day)).toMatch(/^22 नव\S* 2026$/);
    expect(formatFollowers(120_000)).toBe('1.2\u00a0लाख');
    expect(formatFollowers(25_000_000)).toBe('2.5\u00a0क॰');
    // Amounts keep their value and Indian grouping in both languages.
    expect(formatRupees(123456)).toBe('₹1,23,456');
  });

  it('goes back to English names when the reader switches back', async () => {
    await activateLocale('hi', { remember: false });
    await activateLocale('en', { remember: false });
    expect(formatLongDate('2026-11-22T06:30:00Z')).toBe('November 22, 2026');
    expect(formatFollowers(120_000)).toBe('1.2L');
  });
});
