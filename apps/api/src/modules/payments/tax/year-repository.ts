import { and, eq, sql } from 'drizzle-orm';
import { payments } from '../../../db/schema/payments.ts';
import type { Tx } from '../../../db/tx.ts';
import type { YearSoFar } from './compute.ts';

/**
 * Serialises one creator's payments (taken before the year's totals are read), so two payments
 * recorded at once cannot both see the year under the threshold. Other creators are not held up.
 */
export async function lockCreatorYear(tx: Tx, influencerId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('influence-hub:tds'), hashtext(${influencerId}))`,
  );
}

/** The creator's paid payments of a financial year: what the TDS threshold and the statement count. */
export const paidInYear = (influencerId: string, financialYear: string) =>
  and(
    eq(payments.influencerId, influencerId),
    eq(payments.financialYear, financialYear),
    eq(payments.status, 'paid'),
  );

/** The creator's financial year before this payment: gross, untaxed gross, TDS still owed. */
export async function yearSoFar(tx: Tx, influencerId: string, financialYear: string): Promise<YearSoFar> {
  const [row] = await tx
    .select({
      gross: sql<number>`coalesce(sum(${payments.totalAmount}), 0)::int`,
      untaxedGross: sql<number>`coalesce(sum(${payments.totalAmount}) filter (where ${payments.tdsSection} is null), 0)::int`,
      // Each payment stores the shortfall still owed after it, so the latest one's is what is owed now.
      shortfall: sql<number>`coalesce((array_agg(${payments.tdsShortfall} order by ${payments.createdAt} desc, ${payments.id} desc))[1], 0)::int`,
    })
    .from(payments)
    .where(paidInYear(influencerId, financialYear));
  return row ?? { gross: 0, untaxedGross: 0, shortfall: 0 };
}
