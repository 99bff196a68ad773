import { GST_RATE_PERCENT, type PaymentBreakdown, SAC_CODE } from '@ih/contract/tax';

/*
 * The tax arithmetic of one payment (design §13), pure so every rule is tested without a database.
 *
 * Rounding (documented in ADR 024): amounts are whole rupees; GST is 18% of whole rupees, which is
 * always whole paise (9% each for CGST and SGST), so GST is exact and never rounded. TDS is rounded
 * to the nearest rupee, halves up, as s. 288B of the 1961 Act has it. TDS is taken on the gross
 * excluding GST (CBDT Circular 23/2017).
 */

export interface TdsRule {
  act: string;
  section: string;
  label: string;
  ratePercent: number;
  noPanRatePercent: number;
  thresholdYearly: number;
}

/** What the creator's financial year looked like before this payment. */
export interface YearSoFar {
  /** Gross of the year's earlier payments. */
  gross: number;
  /** Of that gross, what no TDS was taken on (paid while the year stayed under the threshold). */
  untaxedGross: number;
  /** TDS still owed after the year's latest payment (earlier payments too small to carry theirs). */
  shortfall: number;
}

export interface TdsResult {
  amount: number;
  /** TDS still owed after this payment (what it could not carry), taken by the next one. */
  shortfall: number;
  ratePercent: number;
  deducted: boolean;
  thresholdCrossed: boolean;
  caughtUp: number;
}

/** Rupees × percent, rounded to the nearest rupee (halves up), computed in integers (no float drift). */
export const percentOfRupees = (rupees: number, percent: number): number =>
  Math.floor((rupees * Math.round(percent * 100) + 5_000) / 10_000);

/**
 * TDS on a payment of `gross` whole rupees. Nothing is deducted while the year's total stays at or
 * under the threshold, PAN or not. The payment that takes it over deducts on its own gross and on
 * the year's earlier untaxed payments too (the law taxes the whole year once the threshold is
 * crossed); later payments deduct on their own gross. Without a PAN the rate is the no-PAN rate
 * where that is higher. A payment never deducts more than its own gross: the rest is carried.
 */
export function computeTds(rule: TdsRule, gross: number, year: YearSoFar, panOnFile: boolean): TdsResult {
  const ratePercent = panOnFile ? rule.ratePercent : Math.max(rule.ratePercent, rule.noPanRatePercent);
  const over = year.gross + gross > rule.thresholdYearly;
  if (!over) {
    return { amount: 0, shortfall: 0, ratePercent, deducted: false, thresholdCrossed: false, caughtUp: 0 };
  }
  const thresholdCrossed = year.gross <= rule.thresholdYearly;
  // Only the crossing payment catches up: after it, the year's earlier payments have all been taxed.
  const caughtUp = thresholdCrossed ? year.untaxedGross : 0;
  const due = percentOfRupees(gross + caughtUp, ratePercent) + year.shortfall;
  const amount = Math.min(due, gross);
  return { amount, shortfall: due - amount, ratePercent, deducted: true, thresholdCrossed, caughtUp };
}

export interface GstParty {
  gstin: string;
  stateCode: string;
  state: string;
}

export interface GstResult {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** 18% of the gross: CGST + SGST when supplier and recipient are in one state, IGST otherwise. */
export function computeGst(gross: number, supplierStateCode: string, recipientStateCode: string): GstResult {
  const totalPaise = gross * GST_RATE_PERCENT;
  if (supplierStateCode === recipientStateCode) {
    const half = totalPaise / 2;
    return { cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  return { cgstPaise: 0, sgstPaise: 0, igstPaise: totalPaise };
}

const rupeesOf = (paise: number) => paise / 100;

export interface BreakdownInput {
  financialYear: string;
  gross: number;
  rule: TdsRule;
  year: YearSoFar;
  panOnFile: boolean;
  /** The creator's GST registration, or null when they are not registered. */
  supplier: GstParty | null;
  /** The platform: for a service to a registered business, the place of supply is the recipient's state. */
  recipient: { state: string; stateCode: string };
}

export interface Breakdown {
  wire: PaymentBreakdown;
  tds: TdsResult;
  gst: GstResult;
  netPaise: number;
}

export function computeBreakdown(input: BreakdownInput): Breakdown {
  const tds = computeTds(input.rule, input.gross, input.year, input.panOnFile);
  const gst = input.supplier
    ? computeGst(input.gross, input.supplier.stateCode, input.recipient.stateCode)
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  const gstPaise = gst.cgstPaise + gst.sgstPaise + gst.igstPaise;
  const netPaise = input.gross * 100 + gstPaise - tds.amount * 100;
  return {
    tds,
    gst,
    netPaise,
    wire: {
      financialYear: input.financialYear,
      grossAmount: input.gross,
      tds: {
        amount: tds.amount,
        section: input.rule.section,
        label: input.rule.label,
        act: input.rule.act,
        ratePercent: tds.ratePercent,
        deducted: tds.deducted,
        thresholdCrossed: tds.thresholdCrossed,
        threshold: input.rule.thresholdYearly,
        yearGrossBefore: input.year.gross,
        caughtUp: tds.caughtUp,
        panOnFile: input.panOnFile,
      },
      gst: input.supplier
        ? {
            amount: rupeesOf(gstPaise),
            cgst: rupeesOf(gst.cgstPaise),
            sgst: rupeesOf(gst.sgstPaise),
            igst: rupeesOf(gst.igstPaise),
            gstin: input.supplier.gstin,
            placeOfSupply: `${input.recipient.state} (${input.recipient.stateCode})`,
            sac: SAC_CODE,
          }
        : null,
      netAmount: rupeesOf(netPaise),
    },
  };
}
