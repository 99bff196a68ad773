import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * Platform settings admins change without a release (design §13): the default payout terms and
 * auto-approval days of new campaigns, and the holidays that are not working days. One row per key.
 */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
});
