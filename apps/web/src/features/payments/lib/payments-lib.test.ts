import { receiptFileName } from '@ih/contract/payments';
import { addDays, istDay } from '@ih/contract/payout-terms';
import { describe, expect, it } from 'vitest';
import { payoutWords } from '@/components/payout-text';
import { pageSlice } from './client-pages';
import { CSV_BOM, csvBlob, csvField, toCsv } from './csv';
import { dateRangeError } from './dates';
import { csvFileName, csvRows } from './export';
import { type BatchRow, fromListItem, invoiceFileName, type TaskRow, withBalance } from './payment-rows';

describe('pageSlice', () => {
  const rows = Array.from({ length: 23 }, (_, i) => i + 1);
  it('gives the page and the Showing X to Y of Z numbers', () => {
    expect(pageSlice(rows, 1, 10)).toMatchObject({ from: 1, to: 10, total: 23, totalPages: 3 });
    const last = pageSlice(rows, 3, 10);
    expect(last).toMatchObject({ from: 21, to: 23 });
    expect(last.items).toEqual([21, 22, 23]);
    expect(pageSlice([], 1, 10)).toMatchObject({ from: 0, to: 0, total: 0, totalPages: 1, items: [] });
    expect(pageSlice(rows, 9, 10).page).toBe(3);
  });
});

describe('CSV', () => {
  it('quotes commas, quotes and line breaks and doubles inner quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('₹1,23,456')).toBe('"₹1,23,456"');
    expect(csvField('Say "chai"')).toBe('"Say ""chai"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(42)).toBe('42');
  });
  it('defuses spreadsheet formulas in text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM')).toBe("'@SUM");
  });
  it('joins lines with CRLF and starts the file with a UTF-8 BOM', async () => {
    expect(
      toCsv([
        ['a', 'b'],
        ['c,d', 'e'],
      ]),
    ).toBe('a,b\r\n"c,d",e');
    const blob = csvBlob([['₹']]);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the BOM it recognises, leaving the content.
    expect(new TextDecoder().decode(bytes)).toBe('₹\r\n');
    expect(CSV_BOM).toBe('\uFEFF');
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });
});

const batch = (id: string, credit: number, status: BatchRow['status'] = 'paid'): BatchRow => ({
  kind: 'batch',
  id,
  date: '2026-03-05T06:30:00.000Z',
  method: 'UPI',
  status,
  credit,
  balance: 0,
  tasks: [
    { id: `${id}-a`, applicationId: 'APP-0000000A', eventName: 'Diwali, Lights', amount: credit - 100 },
    { id: `${id}-b`, applicationId: 'APP-0000000B', eventName: 'Holi', amount: 100 },
  ],
  receiptUrl: `/files/${id}`,
  receiptNumber: 'RCPT-2026-000001',
  reference: null,
  tax: null,
});
const task = (id: string, credit: number): TaskRow => ({
  kind: 'task',
  id,
  date: null,
  method: 'UPI',
  status: 'pending',
  credit,
  balance: 0,
  applicationId: 'APP-0000000C',
  eventName: 'Onam',
  taskId: 'campaign-1',
  due: null,
  overdue: false,
});

describe('pending payouts (design §13)', () => {
  it('say when they are due, and flag the overdue ones', () => {
    const today = istDay(new Date());
    const base = {
      kind: 'task' as const,
      _id: '00000000-0000-4000-8000-000000000001',
      applicationId: 'APP-00000001',
      taskId: '00000000-0000-4000-8000-000000000002',
      campaign: { event_name: 'Onam', campaign_id: 'CMP-000001' },
      final_amount: 5000,
      status: 'pending' as const,
      paymentMethod: 'UPI' as const,
      date: '2026-11-20T10:00:00.000Z',
    };
    const late = fromListItem({ ...base, payoutDueDate: addDays(today, -2), payoutState: 'overdue' });
    expect(late).toMatchObject({ due: { dueDate: addDays(today, -2), state: 'overdue' }, overdue: true });
    expect(payoutWords(addDays(today, -2), 'overdue', today)).toBe('Overdue by 2 days');
    const soon = fromListItem({ ...base, payoutDueDate: addDays(today, 1), payoutState: 'due' });
    expect(soon).toMatchObject({ due: { dueDate: addDays(today, 1), state: 'due' }, overdue: false });
    expect(payoutWords(addDays(today, 1), 'due', today)).toBe('Due in 1 day');
    const old = fromListItem({ ...base, payoutDueDate: null, payoutState: null });
    expect(old).toMatchObject({ due: null, overdue: false });
  });

  it('name no payment method until they are paid (issue 26)', () => {
    const row = fromListItem({
      kind: 'task',
      _id: '00000000-0000-4000-8000-000000000001',
      applicationId: 'APP-00000001',
      taskId: '00000000-0000-4000-8000-000000000002',
      campaign: { event_name: 'Onam', campaign_id: 'CMP-000001' },
      final_amount: 5000,
      status: 'pending',
      paymentMethod: 'UPI',
      date: '2026-11-20T10:00:00.000Z',
      payoutDueDate: null,
      payoutState: null,
    });
    expect(row.method).toBe('');
    expect(csvRows([row])[1]?.[4]).toBe('');
  });
});

describe('withBalance', () => {
  it('is the cumulative credited amount in the listed order; failed payments add nothing', () => {
    const rows = withBalance([
      batch('p1', 5000),
      task('t1', 1500),
      batch('p2', 900, 'failed'),
      task('t2', 1),
    ]);
    expect(rows.map((r) => r.balance)).toEqual([5000, 6500, 6500, 6501]);
  });
  it('returns new rows and leaves the input alone', () => {
    const input = [task('t1', 10)];
    withBalance(input);
    expect(input[0]?.balance).toBe(0);
  });
});

describe('invoiceFileName', () => {
  it('uses the last six characters of the record id, upper-cased, as the contract does', () => {
    const id = '0f8e2c1a-3b4d-4e5f-8a9b-12ab34cd56ef';
    expect(invoiceFileName(id)).toBe('invoice-CD56EF.pdf');
    expect(invoiceFileName(id)).toBe(receiptFileName(id));
  });
});

describe('dateRangeError', () => {
  it('refuses a To before From and accepts everything else', () => {
    expect(dateRangeError({ from: '2026-03-10', to: '2026-03-09' })).toBe(
      'The To date cannot be before the From date.',
    );
    expect(dateRangeError({ from: '2026-03-10', to: '2026-03-10' })).toBeNull();
    expect(dateRangeError({ from: '', to: '2026-01-01' })).toBeNull();
    expect(dateRangeError({ from: '2026-01-01', to: '' })).toBeNull();
  });
});

describe('csvRows', () => {
  it('has the table columns and one line per listed row, amounts in rupees', () => {
    const lines = csvRows(withBalance([batch('p1', 123456), task('t1', 1000)]));
    expect(lines[0]).toEqual([
      'Sl No',
      'Date',
      'Application ID',
      'Event Name',
      'Payment Method',
      'Status',
      'Credit',
      'Balance',
      'Receipt',
    ]);
    expect(lines[1]).toEqual([
      '01',
      '05/03/2026',
      'APP-0000000A; APP-0000000B',
      'Diwali, Lights; Holi',
      'UPI',
      'Paid',
      '₹1,23,456',
      '₹1,23,456',
      'RCPT-2026-000001',
    ]);
    expect(lines[2]).toEqual(['02', '', 'APP-0000000C', 'Onam', 'UPI', 'Pending', '₹1,000', '₹1,24,456', '']);
    expect(toCsv(lines).split('\r\n')[1]).toContain('"Diwali, Lights; Holi"');
  });
  it('names the file after the filters', () => {
    expect(csvFileName('paid', '', '')).toBe('payments-paid.csv');
    expect(csvFileName('overall', '2026-01-01', '')).toBe('payments-overall-2026-01-01-to-today.csv');
  });
});
