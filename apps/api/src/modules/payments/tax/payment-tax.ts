import { financialYearOf, TAX_MESSAGES } from '@ih/contract/tax';
import { eq } from 'drizzle-orm';
import { influencers } from '../../../db/schema/accounts.ts';
import type { payments } from '../../../db/schema/payments.ts';
import type { Tx } from '../../../db/tx.ts';
import { conflict } from '../../../lib/app-error.ts';
import { type Breakdown, computeBreakdown } from './compute.ts';
import { PLATFORM } from './platform.ts';
import { findRule } from './rules-repository.ts';
import { lockCreatorYear, yearSoFar } from './year-repository.ts';

/** The supplier's details as they were when paid: a tax invoice is never redrawn from a changed profile. */
export interface SupplierSnapshot {
  name: string;
  address: string[];
  state: string;
  stateCode: string;
  gstin: string;
  email: string;
}

export interface PaymentTax {
  breakdown: Breakdown;
  supplier: SupplierSnapshot | null;
  /** The payment row's tax columns (invoice number excepted: it is drawn only when recording). */
  columns: Pick<
    typeof payments.$inferInsert,
    | 'financialYear'
    | 'tdsAmount'
    | 'tdsShortfall'
    | 'tdsSection'
    | 'tdsRate'
    | 'tdsThresholdCrossed'
    | 'cgstPaise'
    | 'sgstPaise'
    | 'igstPaise'
    | 'netPaise'
    | 'taxDetails'
  >;
}

/**
 * TDS and GST of a payment of `gross` rupees to the creator at `at`, inside the payment's
 * transaction: the creator's year is locked first, so a concurrent payment waits and then sees this
 * one. The preview runs the same function in a transaction it rolls back.
 */
export async function taxForPayment(
  tx: Tx,
  influencerId: string,
  gross: number,
  at: Date,
): Promise<PaymentTax> {
  await lockCreatorYear(tx, influencerId);
  const financialYear = financialYearOf(at);
  // One after another: a transaction is one connection, which runs one statement at a time anyway
  // (overlapping queries on a pg client are deprecated).
  const rule = await findRule(tx, financialYear, 'fees');
  const year = await yearSoFar(tx, influencerId, financialYear);
  const [creator] = await tx.select().from(influencers).where(eq(influencers.id, influencerId)).limit(1);
  if (!rule) throw conflict(TAX_MESSAGES.noRule(financialYear));
  if (!creator) throw new Error(`payment to a missing creator ${influencerId}`);
  const supplier: SupplierSnapshot | null =
    creator.gstRegistered && creator.gstin
      ? {
          name: creator.name,
          address: [
            creator.address,
            [creator.city, creator.state, creator.pincode].filter(Boolean).join(', '),
          ],
          state: creator.state,
          stateCode: creator.gstin.slice(0, 2),
          gstin: creator.gstin,
          email: creator.email,
        }
      : null;
  const breakdown = computeBreakdown({
    financialYear,
    gross,
    rule,
    year,
    panOnFile: creator.panEncrypted !== null,
    supplier,
    recipient: { state: PLATFORM.state, stateCode: PLATFORM.stateCode },
  });
  const { tds, gst } = breakdown;
  return {
    breakdown,
    supplier,
    columns: {
      financialYear,
      tdsAmount: tds.amount,
      tdsShortfall: tds.shortfall,
      tdsSection: tds.deducted ? rule.section : null,
      tdsRate: tds.deducted ? tds.ratePercent : null,
      tdsThresholdCrossed: tds.thresholdCrossed,
      ...gst,
      netPaise: breakdown.netPaise,
      taxDetails: { breakdown: breakdown.wire, supplier },
    },
  };
}
