import { twelveHourClock } from '@ih/contract/posting-time';
import { currentLanguage, onLanguageChange } from './i18n';
import { once } from './once';

/**
 * Display formatting: rupees with Indian grouping, and dates and times as a clock in India shows them
 * wherever the reader is (design §0, §3), in the reader's language (design §19): Hindi month names
 * and compact counts ('1.2 लाख') come from Intl's hi-IN; digits and grouping are the same in both.
 */

// Built on first use (lib/once.ts): a page without an amount never pays for the formatter.
const rupees = once(() => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }));

/**
 * '₹1,23,456', or '₹1,456.10' where GST brings paise. Money travels as rupees; a missing or
 * unreadable amount shows as '₹0'.
 */
export function formatRupees(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : (amount ?? 0);
  if (!Number.isFinite(n)) return '₹0';
  // Paise always show two digits ('1,456.10'); a second formatter would cost every page bytes.
  const text = rupees().format(Math.abs(n));
  return `${n < 0 ? '-' : ''}₹${/\.\d$/.test(text) ? `${text}0` : text}`;
}

/** Serial numbers and counts are two-digit zero padded (doc 000 §2, doc 001 §9): 3 → '03'. */
export function pad2(value: number): string {
  return value < 0 ? `-${pad2(-value)}` : String(value).padStart(2, '0');
}

type DateInput = string | number | Date | null | undefined;

function toDate(input: DateInput): Date | null {
  if (input === null || input === undefined || input === '') return null;
  const d = input instanceof Date ? input : new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * India has kept one offset, UTC+5:30, all year since 1945 (no daylight saving), so its wall clock is a
 * fixed shift from UTC. Reading it by arithmetic spares the browser from loading Intl's time-zone data
 * on first use (about 15 ms, 60 ms on a slow phone, in the first render of every signed-in page).
 */
const INDIA_OFFSET_MS = 330 * 60_000;

export interface IndiaTime {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The date and time on a wall clock in India at this instant. */
export function indiaTime(d: Date): IndiaTime {
  const t = new Date(d.getTime() + INDIA_OFFSET_MS);
  return {
    year: t.getUTCFullYear(),
    month: t.getUTCMonth() + 1,
    day: t.getUTCDate(),
    hour: t.getUTCHours(),
    minute: t.getUTCMinutes(),
  };
}

/** Hindi month names from Intl (hi-IN), built the first time a Hindi page shows a date. */
const hindiMonths = once(() =>
  (['long', 'short'] as const).map((month) => {
    const names = new Intl.DateTimeFormat('hi-IN', { month, timeZone: 'UTC' });
    return MONTHS.map((_, i) => names.format(Date.UTC(2000, i, 15)));
  }),
);

const monthName = (t: IndiaTime) =>
  (currentLanguage() === 'hi' ? hindiMonths()[0] : MONTHS)?.[t.month - 1] ?? '';
const shortMonth = (t: IndiaTime) =>
  currentLanguage() === 'hi' ? (hindiMonths()[1]?.[t.month - 1] ?? '') : monthName(t).slice(0, 3);

/** '3:45 PM'. */
export function formatClock(t: IndiaTime): string {
  return twelveHourClock(t);
}

/** 'November 22, 2026' (the header's date); '22 नवंबर 2026' in Hindi. */
export function formatLongDate(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const t = indiaTime(d);
  return currentLanguage() === 'hi'
    ? `${t.day} ${monthName(t)} ${t.year}`
    : `${monthName(t)} ${t.day}, ${t.year}`;
}

/** '22/11/2026'. */
export function formatDdMmYyyy(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const t = indiaTime(d);
  return `${pad2(t.day)}/${pad2(t.month)}/${t.year}`;
}

/** '22 Nov' (list dates, doc 001 §9). */
export function formatDayMonth(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const t = indiaTime(d);
  return `${t.day} ${shortMonth(t)}`;
}

/** '22 Nov 2026' (detail dates, doc 001 §9). */
export function formatDayMonthYear(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const t = indiaTime(d);
  return `${t.day} ${shortMonth(t)} ${t.year}`;
}

/** '22 Nov 2026, 3:45 PM' (history and rework dates). */
export function formatDateTime(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  return d ? `${formatDayMonthYear(d)}, ${formatClock(indiaTime(d))}` : fallback;
}

/** Cuts text at `max` characters and adds '...' (the documents' card and summary limits). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

let compactFormat: Intl.NumberFormat | null = null;
onLanguageChange(() => {
  compactFormat = null;
});
const compact = () => {
  compactFormat ??= new Intl.NumberFormat(currentLanguage() === 'hi' ? 'hi-IN' : 'en-IN', {
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return compactFormat;
};

/**
 * A follower count as Indian readers say it: '950', '12.5K', '1.2L', '1.2Cr' ('1.2 लाख', '1.2 क॰' in
 * Hindi); '-' when unknown.
 */
export function formatFollowers(n: number | null | undefined): string {
  return n === null || n === undefined || !Number.isFinite(n) ? '-' : compact().format(n);
}
