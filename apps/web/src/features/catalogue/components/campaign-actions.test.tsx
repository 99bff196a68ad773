import type { CampaignWire } from '@ih/contract/campaigns';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppliedAction, applyConfirmText } from './campaign-actions';

afterEach(cleanup);

const APP_ID = '11111111-1111-4111-8111-111111111111';
const renderFor = (application: CampaignWire['application']) =>
  render(
    <MemoryRouter>
      <AppliedAction application={application} />
    </MemoryRouter>,
  );

describe('the campaign page of an applied campaign (issue 12 §3)', () => {
  it('leads an accepted application to its work upload', () => {
    renderFor({ _id: APP_ID, status: 'accepted' });
    expect(screen.getByRole('link', { name: 'Upload Your Work' }).getAttribute('href')).toBe(
      `/work/upload/${APP_ID}`,
    );
    expect(screen.queryByText('Already Applied')).toBeNull();
  });

  it('leads a rework to the resubmission', () => {
    renderFor({ _id: APP_ID, status: 'rework' });
    expect(screen.getByRole('link', { name: 'Resubmit Work' }).getAttribute('href')).toBe(
      `/work/upload/${APP_ID}`,
    );
  });

  it.each(['pending', 'pending review', 'declined'] as const)('keeps "Already Applied" for %s', (status) => {
    renderFor({ _id: APP_ID, status });
    expect((screen.getByRole('button', { name: 'Already Applied' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('keeps "Already Applied" right after applying, before the application is loaded', () => {
    renderFor(null);
    expect(screen.getByRole('button', { name: 'Already Applied' })).toBeTruthy();
  });
});

describe('applying asks once, with what the campaign pays (issue 26)', () => {
  const budget = (over: Partial<CampaignWire['budget']>): CampaignWire['budget'] => ({
    budget_type: 'fixed',
    excepted_price_range: '₹4,000 - ₹6,000',
    fixed_commission_per_sale: null,
    coupon_code: null,
    fixed_price: null,
    product_value: null,
    ...over,
  });
  it('names the fixed fee and the payout promise', () => {
    expect(applyConfirmText({ budget: budget({ fixed_price: 5000 }), payout_terms_days: 7 })).toBe(
      'You will be paid ₹5,000 for this campaign, paid within 7 days of your post going live.',
    );
  });
  it('names the expected range where the fee is set on acceptance', () => {
    expect(applyConfirmText({ budget: budget({}), payout_terms_days: 7 })).toBe(
      'The brand team sets the fee when they accept you (expected ₹4,000 - ₹6,000); you are paid within 7 days of your post going live.',
    );
  });
  it('names the commission of an affiliate campaign', () => {
    expect(
      applyConfirmText({
        budget: budget({ budget_type: 'fixed affiliate', fixed_commission_per_sale: 150 }),
        payout_terms_days: 10,
      }),
    ).toBe('You earn ₹150 per sale, paid within 10 days of your post going live.');
  });
});

describe('a pending application can be withdrawn (issue 26)', () => {
  it('offers Withdraw beside "Already Applied" while pending, and says when it was withdrawn', () => {
    const client = new QueryClient();
    const { unmount } = render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <AppliedAction application={{ _id: APP_ID, status: 'pending' }} campaignId="c-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeTruthy();
    unmount();
    renderFor({ _id: APP_ID, status: 'withdrawn' });
    expect(
      (screen.getByRole('button', { name: 'Application withdrawn' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Withdraw application' })).toBeNull();
  });
});
