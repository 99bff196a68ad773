import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TermsCard } from './campaign-cards';

afterEach(cleanup);

describe('the work pages terms (issue 26)', () => {
  it("state the campaign's own payout days, never only the free text", () => {
    render(
      <TermsCard
        campaign={{ payout_terms_days: 7, auto_approve_days: 3, terms_conditions: ['No competitor brands.'] }}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Paid within 7 days of your post going live.');
    expect(items.at(-1)).toBe('No competitor brands.');
  });
});
