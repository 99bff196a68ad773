/**
 * Calendar days and months as creators and staff see them: in India (design §3). India keeps one
 * offset all year (no daylight saving), so a fixed +05:30 is exact.
 */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** The first instant of an Asia/Kolkata day given as YYYY-MM-DD. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

/** The first instant after an Asia/Kolkata day: To dates are inclusive. */
export const dayEndExclusive = (day: string) => new Date(dayStart(day).getTime() + DAY_MS);

/** Year and month (1–12) of an instant in Asia/Kolkata. */
export function istYearMonth(at: Date): { year: number; month: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1 };
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;

/** The `count` months up to and including the current one (oldest first) and the instant the first begins. */
export function recentMonths(now: Date, count: number): { months: string[]; start: Date } {
  const { year, month } = istYearMonth(now);
  const months: string[] = [];
  for (let back = count - 1; back >= 0; back--) {
    const index = year * 12 + (month - 1) - back;
    months.push(monthKey(Math.floor(index / 12), (index % 12) + 1));
  }
  return { months, start: new Date(`${months[0]}-01T00:00:00+05:30`) };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** '05 Mar 2025' in Asia/Kolkata. */
export const formatIstDate = (at: Date) => dateFormat.format(at);
/** '05 Mar 2025, 02:30 pm IST'. */
export const formatIstDateTime = (at: Date) => `${dateFormat.format(at)}, ${timeFormat.format(at)} IST`;

/** '2025-03-05 14:30' in Asia/Kolkata, for spreadsheets (sortable, unambiguous). */
export function isoIstMinute(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/** Rupees as printed (one rule for documents and notifications). */
export { formatRupees } from '../../lib/money.ts';
