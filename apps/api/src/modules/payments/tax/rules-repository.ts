import type { TaxKind, TaxRule } from '@ih/contract/tax';
import { and, desc, eq } from 'drizzle-orm';
import { taxRules } from '../../../db/schema/payments.ts';
import type { Executor } from '../../../db/tx.ts';

type RuleRow = typeof taxRules.$inferSelect;

export const ruleToWire = (r: RuleRow): TaxRule => ({
  _id: r.id,
  financialYear: r.financialYear,
  kind: r.kind,
  act: r.act,
  section: r.section,
  label: r.label,
  ratePercent: r.ratePercent,
  noPanRatePercent: r.noPanRatePercent,
  thresholdYearly: r.thresholdYearly,
});

/** Newest year first, fees before benefit. */
export const listRules = (db: Executor) =>
  db.select().from(taxRules).orderBy(desc(taxRules.financialYear), taxRules.kind);

export async function findRule(db: Executor, financialYear: string, kind: TaxKind): Promise<RuleRow | null> {
  const [row] = await db
    .select()
    .from(taxRules)
    .where(and(eq(taxRules.financialYear, financialYear), eq(taxRules.kind, kind)))
    .limit(1);
  return row ?? null;
}

/** The new rule, or null when the year already has one of this kind (the unique index decides). */
export async function insertRule(
  db: Executor,
  values: Omit<typeof taxRules.$inferInsert, 'id' | 'createdAt'>,
): Promise<RuleRow | null> {
  const [row] = await db.insert(taxRules).values(values).onConflictDoNothing().returning();
  return row ?? null;
}
