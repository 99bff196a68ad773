import { describe, expect, it } from 'vitest';
import { type FeeSource, feeLines, feeSummary } from './fee';

const work = (
  over: Partial<FeeSource> & { budget_type?: string; fixed_price?: number | null },
): FeeSource => ({
  agreedAmount: over.agreedAmount ?? null,
  netAmount: over.netAmount ?? null,
  payoutStatus: over.payoutStatus ?? null,
  utr: over.utr ?? null,
  quote_asking_amount: over.quote_asking_amount ?? 0,
  campaign: {
    budget: {
      budget_type: (over.budget_type ?? 'get quote') as 'get quote',
      fixed_price: over.fixed_price ?? null,
    },
  },
});

describe('the fee a work row and page show (issue 26)', () => {
  it('says the agreed fee, and what arrived after TDS and GST once paid', () => {
    expect(feeLines(work({ agreedAmount: 12_500 }))).toEqual([{ label: 'Agreed Fee', value: '₹12,500' }]);
    expect(feeLines(work({ agreedAmount: 12_500, netAmount: 11_250 }))).toEqual([
      { label: 'Agreed Fee', value: '₹12,500' },
      { label: 'Received', value: '₹11,250 after TDS and GST' },
    ]);
    expect(feeSummary(work({ agreedAmount: 12_500 }))).toBe('₹12,500 agreed');
    expect(feeSummary(work({ agreedAmount: 5_000, netAmount: 5_900 }))).toBe(
      '₹5,000 agreed · ₹5,900 received',
    );
  });

  it('paid through a provider: processing until the bank says processed, then what arrived and its UTR (design §18)', () => {
    const sent = work({ agreedAmount: 5_000, payoutStatus: 'processing' });
    expect(feeLines(sent)).toEqual([
      { label: 'Agreed Fee', value: '₹5,000' },
      { label: 'Payment', value: 'Processing: on its way to your bank' },
    ]);
    expect(feeSummary(sent)).toBe('₹5,000 agreed · payment processing');
    const landed = work({
      agreedAmount: 5_000,
      netAmount: 4_500,
      payoutStatus: 'processed',
      utr: 'HDFCN5202611',
    });
    expect(feeLines(landed)).toEqual([
      { label: 'Agreed Fee', value: '₹5,000' },
      { label: 'Received', value: '₹4,500 after TDS and GST' },
      { label: 'UTR', value: 'HDFCN5202611' },
    ]);
    expect(feeSummary(landed)).toBe('₹5,000 agreed · ₹4,500 received');
  });

  it('before a decision, says the quote or the fixed price for what it is', () => {
    expect(feeLines(work({ quote_asking_amount: 13_000 }))).toEqual([
      { label: 'Your Quote', value: '₹13,000 (not agreed yet)' },
    ]);
    expect(feeSummary(work({ quote_asking_amount: 13_000 }))).toBe('₹13,000 quoted');
    expect(feeLines(work({ budget_type: 'fixed', fixed_price: 5_000 }))).toEqual([
      { label: 'Fixed Price', value: '₹5,000' },
    ]);
    expect(feeSummary(work({ budget_type: 'fixed', fixed_price: 5_000 }))).toBe('₹5,000 fixed');
    expect(feeLines(work({ budget_type: 'fixed affiliate' }))).toEqual([]);
    expect(feeSummary(work({ budget_type: 'fixed affiliate' }))).toBeNull();
  });
});
