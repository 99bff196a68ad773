import { DEFAULT_AUTO_APPROVE_DAYS, DEFAULT_PAYOUT_TERMS_DAYS } from '@ih/contract/payout-terms';
import type { PlatformSettings } from '@ih/contract/settings';
import { inArray } from 'drizzle-orm';
import { settings } from '../../db/schema/settings.ts';
import type { Executor } from '../../db/tx.ts';

/** The keys of the settings table and their defaults when no admin has set them. */
const DEFAULTS: PlatformSettings = {
  payout_terms_days: DEFAULT_PAYOUT_TERMS_DAYS,
  auto_approve_days: DEFAULT_AUTO_APPROVE_DAYS,
  holidays: [],
};
const KEYS = Object.keys(DEFAULTS) as (keyof PlatformSettings)[];

/** The platform settings, defaults filled in (other modules read them through here). */
export async function readSettings(db: Executor): Promise<PlatformSettings> {
  const rows = await db.select().from(settings).where(inArray(settings.key, KEYS));
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return { ...DEFAULTS, ...stored } as PlatformSettings;
}

/** Saves the given settings (holidays once each, in order); the others keep their value. */
export async function writeSettings(db: Executor, input: Partial<PlatformSettings>): Promise<void> {
  const changes = { ...input, ...(input.holidays ? { holidays: [...new Set(input.holidays)].sort() } : {}) };
  const rows = Object.entries(changes)
    .filter(([, v]) => v !== undefined)
    .map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  for (const row of rows)
    await db
      .insert(settings)
      .values(row)
      .onConflictDoUpdate({ target: settings.key, set: { value: row.value, updatedAt: new Date() } });
}
