/**
 * A deliverable's posting time (doc 000 §2: "posting date and time"). One stored form, 24-hour
 * 'HH:MM' (what the staff form's time field sends and POSTING_TIME_PATTERN checks), and one shown
 * form, '7:30 PM' (the 12-hour clock the app uses for every time it shows). Campaigns saved before
 * this rule may hold '11:00 AM' (the demo data) or '7:30' (a staff form): both read the same. Free
 * of zod, so any page can import it (ADR 015).
 */

const TWENTY_FOUR = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const TWELVE = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([AaPp])\.?\s*[Mm]\.?$/;

/** The wall-clock time in a stored or typed posting time; null for anything else. */
export function parsePostingTime(text: string | null | undefined): { hour: number; minute: number } | null {
  const value = text?.trim() ?? '';
  const h24 = TWENTY_FOUR.exec(value);
  if (h24) return { hour: Number(h24[1]), minute: Number(h24[2]) };
  const h12 = TWELVE.exec(value);
  if (!h12) return null;
  const hour = Number(h12[1]) % 12;
  return { hour: h12[3]?.toUpperCase() === 'P' ? hour + 12 : hour, minute: Number(h12[2]) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The stored form, '19:30'; text that is not a time comes back unchanged, so nothing is lost. */
export function postingTimeValue(text: string): string {
  const t = parsePostingTime(text);
  return t ? `${pad2(t.hour)}:${pad2(t.minute)}` : text;
}

/** '7:30 PM': the 12-hour clock every time in the app is shown in (web lib/format.ts uses it too). */
export function twelveHourClock(t: { hour: number; minute: number }): string {
  return `${t.hour % 12 || 12}:${pad2(t.minute)} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** The shown form, '7:30 PM'; '' for none; text that is not a time is shown as written. */
export function formatPostingTime(text: string | null | undefined): string {
  const t = parsePostingTime(text);
  return t ? twelveHourClock(t) : (text?.trim() ?? '');
}
