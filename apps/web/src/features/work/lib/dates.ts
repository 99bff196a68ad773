/** Date-times as the rework and final-posted pages show them, in India's time zone (design §3). */
const dateTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const timeOnly = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});

function toDate(input: string | null | undefined): Date | null {
  if (!input) return null;
  const d = new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '22 Nov 2026, 3:45 PM'. */
export function formatDateTime(input: string | null | undefined, fallback = '-'): string {
  const d = toDate(input);
  if (!d) return fallback;
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of dateTime.formatToParts(d)) p[part.type] = part.value;
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}

/** '3:45 PM'. */
export function formatTime(input: string | null | undefined, fallback = '-'): string {
  const d = toDate(input);
  return d ? timeOnly.format(d) : fallback;
}
