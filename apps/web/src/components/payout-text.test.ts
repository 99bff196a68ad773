import { campaignTerms } from '@ih/contract/campaign-terms';
import { payoutStatusLabel } from '@ih/contract/payout-enums';
import { addDays, autoApprovalText, describePayout, istDay } from '@ih/contract/payout-terms';
import { describe, expect, it } from 'vitest';
import { campaignTermsWords } from './campaign-terms-text';
import { autoApprovalWords, payoutStatusWords, payoutWords } from './payout-text';

/*
 * The pages build the contract's payout and terms sentences in the reader's language; in English they
 * must read exactly as the contract's (the API, e-mails and the staff console use those).
 */
describe("the payout and terms sentences, in English, are the contract's", () => {
  const today = istDay(new Date());

  it('say where a payout stands', () => {
    const cases = [
      [addDays(today, 10), 'not due', null],
      [addDays(today, 2), 'due', null],
      [addDays(today, 1), 'due', null],
      [today, 'due', null],
      [addDays(today, -1), 'overdue', null],
      [addDays(today, -19), 'overdue', null],
      [addDays(today, -3), 'paid on time', 'processing'],
      [addDays(today, -3), 'paid late', null],
      [null, null, null],
    ] as const;
    for (const [due, state, bank] of cases)
      expect(payoutWords(due, state, today, bank)).toBe(describePayout(due, state, today, bank));
  });

  it('count down to the automatic approval and name the bank state', () => {
    const at = '2026-11-30T18:00:00.000Z';
    expect(autoApprovalWords(at)).toBe(autoApprovalText(at));
    for (const status of ['queued', 'processing', 'processed', 'reversed', 'failed', 'rejected'] as const)
      expect(payoutStatusWords(status, status === 'processed' ? 'UTR123' : null)).toBe(
        payoutStatusLabel(status, status === 'processed' ? 'UTR123' : null),
      );
  });

  it("state a campaign's terms from its fields", () => {
    const rights = {
      channels: ['organic-repost', 'brand-paid-ads', 'website'] as const,
      duration_days: 90,
      territory: 'India' as const,
      exclusivity_days: 30,
      exclusivity_category: 'skincare',
    };
    const campaigns = [
      { payout_terms_days: 7, auto_approve_days: 3 },
      { payout_terms_days: 1, auto_approve_days: 1, agreement_required: true },
      {
        payout_terms_days: 30,
        auto_approve_days: 5,
        usage_rights: { ...rights, channels: [...rights.channels] },
      },
      {
        payout_terms_days: 14,
        auto_approve_days: 2,
        usage_rights: {
          ...rights,
          channels: ['whitelisting' as const],
          territory: 'Worldwide' as const,
          exclusivity_category: null,
        },
      },
    ];
    for (const c of campaigns) expect(campaignTermsWords(c)).toEqual(campaignTerms(c));
  });
});
