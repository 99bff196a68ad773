import type { CampaignWire } from '@ih/contract/campaigns';
import { payoutPromiseText } from '@ih/contract/payout-terms';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsSection } from './campaign-sections';

afterEach(cleanup);

describe('the campaign page terms (issue 26)', () => {
  it("state the campaign's own payout and approval days, in the header's words, before its free text", () => {
    const c = {
      payout_terms_days: 10,
      auto_approve_days: 4,
      terms_conditions: ['Content must be original.', '  '],
    } as unknown as CampaignWire;
    render(<TermsSection c={c} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe(`${payoutPromiseText(10)}.`);
    expect(items[1]).toContain('within 4 working days');
    expect(items.at(-1)).toBe('Content must be original.');
    expect(items).toHaveLength(4);
  });
});
