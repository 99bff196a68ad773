import { UUID_PATTERN } from '@ih/contract/patterns';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * A filter given as an id or a name: ids are used as they are, names looked up case-insensitively.
 * Null means "nothing can match" (an unknown name), which yields an empty page rather than an error.
 * Shared by the repositories whose lists filter by brand or category (campaigns, brands).
 */
export async function resolveRef(
  db: Db,
  table: PgTable,
  idCol: PgColumn,
  nameCol: PgColumn,
  value: string,
): Promise<string | null> {
  if (UUID_PATTERN.test(value)) return value.toLowerCase();
  const [row] = await db
    .select({ id: idCol })
    .from(table)
    .where(sql`lower(${nameCol}) = lower(${value})`)
    .limit(1);
  return (row?.id as string | undefined) ?? null;
}
