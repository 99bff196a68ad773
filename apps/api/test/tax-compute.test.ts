import { describe, expect, it } from 'vitest';
import {
  computeBreakdown,
  computeGst,
  computeTds,
  percentOfRupees,
  type TdsRule,
} from '../src/modules/payments/tax/compute.ts';

const rule: TdsRule = {
  act: 'Income-tax Act, 2025',
  section: '393(1)',
  label: 'Fees for professional services',
  ratePercent: 10,
  noPanRatePercent: 20,
  thresholdYearly: 50_000,
};
const fresh = { gross: 0, untaxedGross: 0, shortfall: 0 };

describe('TDS of one payment', () => {
  it('deducts nothing while the year stays at or under the threshold, PAN or not', () => {
    expect(computeTds(rule, 50_000, fresh, true)).toMatchObject({ amount: 0, deducted: false });
    expect(computeTds(rule, 50_000, fresh, false)).toMatchObject({ amount: 0, deducted: false });
    expect(
      computeTds(rule, 20_000, { gross: 30_000, untaxedGross: 30_000, shortfall: 0 }, false).amount,
    ).toBe(0);
  });

  it('catches up on the year’s earlier untaxed payments when a payment crosses the threshold', () => {
    const r = computeTds(rule, 25_000, { gross: 30_000, untaxedGross: 30_000, shortfall: 0 }, true);
    expect(r).toMatchObject({ amount: 5_500, thresholdCrossed: true, caughtUp: 30_000, ratePercent: 10 });
  });

  it('deducts on the payment alone once the year is over the threshold', () => {
    // The year's first 30,000 was untaxed when paid, and caught up by the crossing payment.
    const r = computeTds(rule, 10_000, { gross: 55_000, untaxedGross: 30_000, shortfall: 0 }, true);
    expect(r).toMatchObject({ amount: 1_000, thresholdCrossed: false, caughtUp: 0 });
  });

  it('takes 20% where no PAN is on file', () => {
    expect(computeTds(rule, 60_000, fresh, false)).toMatchObject({ amount: 12_000, ratePercent: 20 });
    // A rule whose own rate is above the no-PAN rate keeps its own.
    expect(computeTds({ ...rule, ratePercent: 30 }, 60_000, fresh, false).ratePercent).toBe(30);
  });

  it('never deducts more than the payment’s gross, and carries the rest to the next payment', () => {
    const small = computeTds(rule, 2_000, { gross: 49_000, untaxedGross: 49_000, shortfall: 0 }, true);
    expect(small).toMatchObject({ amount: 2_000, shortfall: 3_100 });
    const next = computeTds(
      rule,
      10_000,
      { gross: 51_000, untaxedGross: 0, shortfall: small.shortfall },
      true,
    );
    expect(next).toMatchObject({ amount: 4_100, shortfall: 0 });
  });

  it('rounds to the nearest rupee, halves up, in whole numbers', () => {
    expect(percentOfRupees(5, 10)).toBe(1); // 0.5 → 1
    expect(percentOfRupees(14, 10)).toBe(1); // 1.4 → 1
    expect(percentOfRupees(15, 10)).toBe(2); // 1.5 → 2
    expect(percentOfRupees(1_234_567, 2)).toBe(24_691); // 24,691.34
    expect(percentOfRupees(75, 2)).toBe(2); // 1.5 → 2
    expect(percentOfRupees(33, 7.5)).toBe(2); // 2.475 → 2
  });
});

describe('GST of one payment', () => {
  it('splits 18% into CGST and SGST within one state, exact to the paisa', () => {
    expect(computeGst(1_234, '27', '27')).toEqual({ cgstPaise: 11_106, sgstPaise: 11_106, igstPaise: 0 });
  });
  it('charges IGST between states', () => {
    expect(computeGst(1_234, '29', '27')).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 22_212 });
  });
});

describe('the breakdown', () => {
  it('adds GST, takes TDS on the value before GST, and nets to the paisa', () => {
    const b = computeBreakdown({
      financialYear: '2026-27',
      gross: 60_001,
      rule,
      year: fresh,
      panOnFile: true,
      supplier: { gstin: '29ABCDE1234F1Z5', state: 'Karnataka', stateCode: '29' },
      recipient: { state: 'Maharashtra', stateCode: '27' },
    });
    // TDS 10% of 60,001 = 6,000.1 → 6,000; IGST 18% = 10,800.18.
    expect(b.wire.tds.amount).toBe(6_000);
    expect(b.wire.gst).toMatchObject({
      amount: 10_800.18,
      igst: 10_800.18,
      cgst: 0,
      placeOfSupply: 'Maharashtra (27)',
    });
    expect(b.wire.netAmount).toBe(64_801.18);
    expect(b.netPaise).toBe(6_480_118);
  });
  it('has no GST part for a creator who is not registered', () => {
    const b = computeBreakdown({
      financialYear: '2026-27',
      gross: 1_000,
      rule,
      year: fresh,
      panOnFile: false,
      supplier: null,
      recipient: { state: 'Maharashtra', stateCode: '27' },
    });
    expect(b.wire.gst).toBeNull();
    expect(b.wire.netAmount).toBe(1_000);
  });
});
