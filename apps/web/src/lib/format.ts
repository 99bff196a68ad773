/** Display formatting: rupees with Indian grouping and dates in India's time zone (design §0, §3). */

const TIME_ZONE = 'Asia/Kolkata';
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** '₹1,23,456'. Money travels as whole rupees; a missing or unreadable amount shows as '₹0'. */
export function formatRupees(amount: number | string | null | undefined): string {
  const n = typeof amount === 'string' ? Number(amount.replace(/,/g, '')) : (amount ?? 0);
  if (!Number.isFinite(n)) return '₹0';
  return `${n < 0 ? '-' : ''}₹${rupees.format(Math.abs(n))}`;
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

// en-US parts give 'Sep' (en-GB says 'Sept'); we assemble the order ourselves.
const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const numericFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const longFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

function parts(format: Intl.DateTimeFormat, d: Date) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of format.formatToParts(d)) out[p.type] = p.value;
  return out;
}

/** 'November 22, 2026' (the header's date). */
export function formatLongDate(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  return d ? longFormat.format(d) : fallback;
}

/** '22/11/2026'. */
export function formatDdMmYyyy(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const p = parts(numericFormat, d);
  return `${p.day}/${p.month}/${p.year}`;
}

/** '22 Nov' (list dates, doc 001 §9). */
export function formatDayMonth(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const p = parts(partsFormat, d);
  return `${p.day} ${p.month}`;
}

/** '22 Nov 2026' (detail dates, doc 001 §9). */
export function formatDayMonthYear(input: DateInput, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const p = parts(partsFormat, d);
  return `${p.day} ${p.month} ${p.year}`;
}

/** Cuts text at `max` characters and adds '...' (the documents' card and summary limits). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Initials of the first two words of a name, else 'U' (the avatar rule, doc 000 §2). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length === 0) return 'U';
  return words.map((w) => w.charAt(0).toUpperCase()).join('');
}
