import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentFilters } from './payment-filters';

afterEach(cleanup);

const renderWith = (from: string, to: string, rangeError: string | null = null) =>
  render(
    <PaymentFilters
      range={{ from, to }}
      onRangeChange={() => {}}
      rangeError={rangeError}
      pageSize={10}
      onPageSizeChange={() => {}}
      onExport={() => {}}
      canExport
    />,
  );

describe('the payment list date filters (issue 26)', () => {
  it('say nothing about the date order while both dates are empty', () => {
    renderWith('', '');
    expect(screen.queryByText(/cannot be before/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('To').getAttribute('aria-describedby')).toBeNull();
  });
  it('name the rule once From is picked, and the error only when it is broken', () => {
    renderWith('2026-11-01', '');
    expect(screen.getByText(/are disabled: To cannot be before From\./)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderWith('2026-11-01', '2026-10-01', 'The To date cannot be before the From date.');
    expect(screen.getByRole('alert').textContent).toBe('The To date cannot be before the From date.');
  });
});
