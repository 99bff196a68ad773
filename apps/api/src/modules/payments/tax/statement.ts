import { financialYearDays, type PaymentStatement } from '@ih/contract/tax';
import type { Executor } from '../../../db/tx.ts';
import { dayEndExclusive, dayStart } from '../dates.ts';
import { findRule } from './rules-repository.ts';
import { productsKept, yearPayments } from './statement-repository.ts';

const rupees = (paise: number) => paise / 100;
/** Sums of rupee amounts with paise, kept exact by adding in paise. */
const sumPaise = (values: number[]) => values.reduce((s, v) => s + Math.round(v * 100), 0) / 100;

/**
 * A creator's yearly statement (design §13): every payment of the financial year with its gross,
 * TDS and net, totals, TDS by section (to match Form 26AS / the annual information statement), and
 * the products kept from barter campaigns against the benefit rule's threshold.
 */
export async function buildStatement(
  db: Executor,
  influencerId: string,
  financialYear: string,
): Promise<PaymentStatement> {
  const { from, to } = financialYearDays(financialYear);
  const [rows, kept, benefit] = await Promise.all([
    yearPayments(db, influencerId, financialYear),
    productsKept(db, influencerId, dayStart(from), dayEndExclusive(to)),
    findRule(db, financialYear, 'benefit'),
  ]);
  const paymentsOut = rows.map((r) => ({
    paymentId: r.id,
    paymentDate: r.paidAt.toISOString(),
    receiptNumber: r.receiptNumber,
    invoiceNumber: r.invoiceNumber,
    grossAmount: r.totalAmount,
    tdsSection: r.tdsSection,
    tdsRate: r.tdsRate,
    tdsAmount: r.tdsAmount,
    gstAmount: rupees(r.cgstPaise + r.sgstPaise + r.igstPaise),
    netAmount: rupees(r.netPaise),
  }));
  const sections = new Map<string, { section: string; label: string; gross: number; tds: number }>();
  for (const r of rows) {
    if (!r.tdsSection) continue;
    const tds = (r.taxDetails?.breakdown as { tds?: { label?: string; caughtUp?: number } } | undefined)?.tds;
    const entry = sections.get(r.tdsSection) ?? {
      section: r.tdsSection,
      label: tds?.label ?? '',
      gross: 0,
      tds: 0,
    };
    // The amount taxed under the section: the payment, and the earlier payments it caught up on.
    entry.gross += r.totalAmount + (tds?.caughtUp ?? 0);
    entry.tds += r.tdsAmount;
    sections.set(r.tdsSection, entry);
  }
  return {
    financialYear,
    from,
    to,
    payments: paymentsOut,
    totals: {
      gross: paymentsOut.reduce((s, p) => s + p.grossAmount, 0),
      tds: paymentsOut.reduce((s, p) => s + p.tdsAmount, 0),
      gst: sumPaise(paymentsOut.map((p) => p.gstAmount)),
      net: sumPaise(paymentsOut.map((p) => p.netAmount)),
    },
    bySection: [...sections.values()],
    productsKept: {
      total: kept.reduce((s, k) => s + k.value, 0),
      threshold: benefit?.thresholdYearly ?? null,
      section: benefit?.section ?? null,
      items: kept.map((k) => ({
        date: (k.at ?? new Date(0)).toISOString(),
        event_name: k.eventName,
        campaign_id: k.campaignCode,
        value: k.value,
      })),
    },
  };
}
