import type { LiveEventName } from '@ih/contract/notifications-messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';

/** The PostgreSQL channel every API process listens on for live pushes (design §12, §14). */
export const LIVE_CHANNEL = 'ih_live';

/** Who should hear something, and what: the stream reads the details from the database. */
export interface LiveSignal {
  kind: 'influencer' | 'staff';
  id: string;
  event: LiveEventName;
}

/**
 * Tells every API process that a person has something new. Called inside the transaction that
 * wrote it: PostgreSQL delivers a NOTIFY only on commit, so a rolled-back change is never pushed,
 * and the listener reads rows that are already visible.
 */
export async function publishLive(tx: Executor, signal: LiveSignal): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(signal)})`);
}
