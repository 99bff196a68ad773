import { plural, t } from '@lingui/core/macro';

const HOUR_MS = 3600_000;

/** How long is left to answer, in the words a person uses: '2 days left', '5 hours left', 'Less than an hour left'. */
export function timeLeft(respondBy: string, now: Date): string {
  const ms = Date.parse(respondBy) - now.getTime();
  if (ms <= 0) return t`Time is up`;
  const hours = Math.floor(ms / HOUR_MS);
  if (hours < 1) return t`Less than an hour left`;
  if (hours < 48) return plural(hours, { one: '# hour left', other: '# hours left' });
  const days = Math.floor(hours / 24);
  return plural(days, { one: '# day left', other: '# days left' });
}
