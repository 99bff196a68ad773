import { writeFileSync } from 'node:fs';
import type { PaymentStatement } from '@ih/contract/tax';
import { describe, expect, it } from 'vitest';
import { renderReceipt } from '../src/modules/payments/receipt-pdf.ts';
import { renderInvoice } from '../src/modules/payments/tax/invoice-pdf.ts';
import { renderStatement } from '../src/modules/payments/tax/statement-pdf.ts';
import { overlappingRuns, pdfText, pdfTextRuns } from './support/pdf-text.ts';

/*
 * The payment documents with the longest values they meet (issue 26): no two runs of text may be
 * printed over each other. PDF_OUT=dir keeps the files, to look at them as pages (pdftoppm).
 */

const LONG_NAME = 'Venkata Lakshmi Narasimha Subramaniam Chandrasekharan-Iyengar';
const LONG_EMAIL = 'venkata.lakshmi.narasimha.subramaniam.chandrasekharan@example-creators-collective.co.in';
// A UTR is one unbroken run of letters and digits; the longest references are 22+ characters.
const LONG_UTR = 'HDFCR52026112300004567891234';
const PAID_AT = new Date('2026-10-14T10:30:00+05:30');

async function expectNoOverlap(name: string, bytes: Buffer, mustSay: string[], wholeRuns: string[] = []) {
  if (process.env.PDF_OUT) writeFileSync(`${process.env.PDF_OUT}/${name}.pdf`, bytes);
  const runs = await pdfTextRuns(bytes);
  expect(runs.length).toBeGreaterThan(10);
  const clashes = overlappingRuns(runs).map(([a, b]) => `"${a.text}" over "${b.text}" (page ${a.page})`);
  expect(clashes, `${name} prints text over text`).toEqual([]);
  const text = (await pdfText(bytes)).replace(/\s+/g, '');
  for (const s of mustSay) expect(text, `${name} says ${s}`).toContain(s.replace(/\s+/g, ''));
  // Amounts are never broken across lines.
  for (const s of wholeRuns)
    expect(
      runs.some((r) => r.text.includes(s)),
      `${name} prints ${s} on one line`,
    ).toBe(true);
}

const RECEIPT: Parameters<typeof renderReceipt>[0] = {
  receiptNumber: 'RCPT-2026-000123',
  paidAt: PAID_AT,
  paymentMethod: 'Bank Transfer',
  reference: LONG_UTR,
  status: 'paid',
  payee: { name: LONG_NAME, email: LONG_EMAIL, mobile: '9876543210' },
  destination: {
    upiId: 'venkata.lakshmi.narasimha.subramaniam@okhdfcbank',
    bank: {
      name: 'State Bank of India, Mylapore Main Branch',
      maskedAccount: 'XXXXXXXX4321',
      ifsc: 'SBIN0001234',
    },
  },
  tasks: [
    {
      eventName: `Diwali Dhamaka Mega Festive Gifting Extravaganza ${'Season '.repeat(6)}`,
      campaignCode: 'CMP-000064',
      applicationCode: 'APP-1A2B3C4D',
      amount: 123456,
    },
    { eventName: 'Holi', campaignCode: 'CMP-000065', applicationCode: 'APP-5E6F7A8B', amount: 23000 },
  ],
  gross: 146456,
  tds: { amount: 29291, section: '393(1)', ratePercent: 20 },
  total: 117165,
};

const INVOICE: Parameters<typeof renderInvoice>[0] = {
  invoiceNumber: 'IH/2627/000042',
  issuedAt: PAID_AT,
  supplier: {
    name: LONG_NAME,
    address: [
      'Flat 1204, Tower B, Prestige Lakeside Habitat, Varthur Hobli, Whitefield Main Road',
      'Bengaluru, Karnataka, 560087',
    ],
    state: 'Karnataka',
    stateCode: '29',
    gstin: '29ABCDE1234F1Z5',
    email: LONG_EMAIL,
  },
  lines: [
    {
      description: `Influencer marketing services for ${'the Diwali Dhamaka festive gifting campaign '.repeat(3)}(CMP-000064)`,
      amount: 123456,
    },
  ],
  taxable: 123456,
  cgst: 0,
  sgst: 0,
  igst: 22222.08,
  receiptNumber: 'RCPT-2026-000123',
  tds: { amount: 24691, section: '393(1)', ratePercent: 20 },
  netPaid: 120987.08,
};

const STATEMENT = {
  financialYear: '2026-27',
  from: '2026-04-01',
  to: '2027-03-31',
  payments: [
    {
      paymentDate: PAID_AT.toISOString(),
      receiptNumber: 'RCPT-2026-000123',
      invoiceNumber: 'IH/2627/000042',
      grossAmount: 123456,
      tdsAmount: 24691,
      tdsSection: '393(1)',
      tdsRate: 20,
      gstAmount: 22222.08,
      netAmount: 120987.08,
    },
  ],
  totals: { gross: 123456, tds: 24691, gst: 22222.08, net: 120987.08 },
  bySection: [
    {
      section: '393(1)',
      label: 'Fees for professional services (Table Sl. No. 6(iii))',
      gross: 123456,
      tds: 24691,
    },
  ],
  productsKept: { total: 0, threshold: 20000, section: '393(1)' },
} as unknown as PaymentStatement;
const STATEMENT_PAYEE = { name: LONG_NAME, email: LONG_EMAIL, panMasked: 'XXXXX1234X' };

describe('payment documents keep every text run apart (issue 26)', () => {
  it('the receipt, with a long payee, a long UTR and long campaign names', async () => {
    await expectNoOverlap('receipt', await renderReceipt(RECEIPT), [LONG_UTR, 'Status: Paid', LONG_NAME]);
  });

  it('the tax invoice, with a long supplier and description', async () => {
    await expectNoOverlap('invoice', await renderInvoice(INVOICE), ['IH/2627/000042', '29ABCDE1234F1Z5']);
  });

  it('the yearly statement, with a long payee and e-mail', async () => {
    const bytes = await renderStatement(STATEMENT, STATEMENT_PAYEE, PAID_AT);
    await expectNoOverlap('statement', bytes, [LONG_NAME, 'Deductor'], ['1,20,987.08', '22,222.08']);
  });
});

describe('and in Hindi, whose words are longer (design §19)', () => {
  it('the receipt', async () => {
    const bytes = await renderReceipt({ ...RECEIPT, language: 'hi' });
    await expectNoOverlap('receipt-hi', bytes, [LONG_UTR, LONG_NAME], ['₹1,17,165', '₹1,23,456']);
  });

  it('the tax invoice, its English labels with the Hindi beside them', async () => {
    const bytes = await renderInvoice({ ...INVOICE, language: 'hi' });
    await expectNoOverlap(
      'invoice-hi',
      bytes,
      ['IH/2627/000042', '29ABCDE1234F1Z5', 'Invoice No / '],
      ['₹1,45,678.08'],
    );
  });

  it('the yearly statement', async () => {
    const bytes = await renderStatement(STATEMENT, STATEMENT_PAYEE, PAID_AT, 'hi');
    await expectNoOverlap('statement-hi', bytes, [LONG_NAME], ['1,20,987.08', '22,222.08']);
  });
});
