import { describe, expect, it } from 'vitest';
import { campaignTerms, termsTimingConflicts } from './campaign-terms.ts';
import { payoutPromiseText } from './payout-terms.ts';

const fields = { payout_terms_days: 7, auto_approve_days: 3 };

describe("a campaign's own terms (issue 26)", () => {
  it('are written from its fields, the payout line in the words of the header', () => {
    const terms = campaignTerms(fields);
    expect(terms[0]).toBe(`${payoutPromiseText(7)}.`);
    expect(terms[0]).toBe('Paid within 7 days of your post going live.');
    expect(terms[1]).toContain('within 3 working days');
    expect(campaignTerms({ payout_terms_days: 1, auto_approve_days: 1 })[1]).toContain(
      'within 1 working day;',
    );
    expect(terms[2]).toMatch(/^Usage rights: your own post only/);
  });

  it('say the usage rights in plain words (design §16)', () => {
    const terms = campaignTerms({
      ...fields,
      usage_rights: {
        channels: ['brand-paid-ads'],
        duration_days: 90,
        territory: 'India',
        exclusivity_days: 0,
      },
      agreement_required: true,
    });
    expect(terms[2]).toBe('The brand may run your video as a paid ad for 90 days in India.');
    expect(terms[3]).toMatch(/sign an agreement/);
    const wide = campaignTerms({
      ...fields,
      usage_rights: {
        channels: ['organic-repost', 'website'],
        duration_days: 30,
        territory: 'Worldwide',
        exclusivity_days: 14,
        exclusivity_category: 'skincare',
      },
    });
    expect(wide[2]).toBe(
      'The brand may repost your video on its own accounts and show your video on its website for 30 days worldwide.',
    );
    expect(wide[3]).toContain('not to promote a competing brand in skincare');
  });

  it('find free text that promises other payment or approval days', () => {
    expect(
      termsTimingConflicts(
        'Payment is released within 15 working days after the post is confirmed live.',
        fields,
      ),
    ).toHaveLength(1);
    expect(
      termsTimingConflicts('Share the draft; allow two working days for feedback.', fields),
    ).toHaveLength(1);
    expect(termsTimingConflicts('Payment within 7 days of the post going live.', fields)).toEqual([]);
    expect(termsTimingConflicts('Work is approved after 3 working days of silence.', fields)).toEqual([]);
  });

  it('leave alone days that are not about money or approval, and the paid-partnership label', () => {
    expect(termsTimingConflicts('Posts must stay live for at least 90 days.', fields)).toEqual([]);
    expect(
      termsTimingConflicts('Mark every post as a paid partnership. Keep it live for 90 days.', fields),
    ).toEqual([]);
    expect(termsTimingConflicts('Insights must be shared within 7 days of posting.', fields)).toEqual([]);
  });
});
