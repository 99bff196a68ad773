import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { useDownloadReceipt } from '../api';
import type { BatchRow } from '../lib/payment-rows';
import { ReceiptActions } from './receipt-actions';

afterEach(cleanup);

const row = (invoiceNumber: string | null): BatchRow => ({
  kind: 'batch',
  id: 'pay-1',
  date: '2026-10-14T05:00:00.000Z',
  method: 'UPI',
  status: 'paid',
  credit: 5000,
  balance: 5000,
  tasks: [],
  receiptUrl: '/files/x',
  receiptNumber: 'RCPT-2026-000007',
  reference: null,
  tax: invoiceNumber ? { gross: 5000, tds: 0, tdsLabel: null, gst: 900, invoiceNumber } : null,
});
const download = { isPending: false, variables: undefined, mutate: vi.fn() } as unknown as ReturnType<
  typeof useDownloadReceipt
>;

describe('the receipt buttons name the document they give (issue 26)', () => {
  it('a tax invoice for a GST-registered payment', () => {
    render(<ReceiptActions row={row('IH/2627/000042')} download={download} />);
    expect(screen.getByRole('button', { name: 'Download tax invoice IH/2627/000042' }).textContent).toBe(
      'Download tax invoice',
    );
    expect(
      screen.getByRole('link', { name: 'View tax invoice IH/2627/000042 (opens in a new tab)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /receipt/ })).toBeNull();
  });
  it('a receipt otherwise', () => {
    render(<ReceiptActions row={row(null)} download={download} />);
    expect(screen.getByRole('button', { name: 'Download receipt RCPT-2026-000007' }).textContent).toBe(
      'Download receipt',
    );
  });
});
