import { Readable } from 'node:stream';
import type { Language } from '@ih/contract/language';
import { receiptFileName } from '@ih/contract/payments';
import { type PayoutStatus, payoutStatusLabel } from '@ih/contract/payout-enums';
import { applicationCode } from '@ih/contract/work';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { influencers } from '../../db/schema/accounts.ts';
import { files } from '../../db/schema/files.ts';
import { payments } from '../../db/schema/payments.ts';
import type { Deps } from '../../lib/deps.ts';
import { textFor } from '../../lib/i18n/index.ts';
import { contentDisposition } from '../files/serve.ts';
import { fileUrl, removeFile, saveStream } from '../files/service.ts';
import { payeeDetailsOf } from './payee.ts';
import { renderReceipt } from './receipt-pdf.ts';
import { loadPaymentTasks, type PaymentRow, type TaskRow } from './repository.ts';
import { renderInvoice } from './tax/invoice-pdf.ts';
import type { SupplierSnapshot } from './tax/payment-tax.ts';

const RECEIPT_MAX_BYTES = 20 * 1024 * 1024;

type ReceiptFile = Pick<typeof files.$inferSelect, 'id' | 'key' | 'size'>;

async function fileRow(deps: Deps, id: string): Promise<ReceiptFile | null> {
  const [row] = await deps.db
    .select({ id: files.id, key: files.key, size: files.size })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  return row ?? null;
}

/** A payout's state as the receipt prints it: payoutStatusLabel's words, in the reader's language. */
function payoutStatusIn(language: Language, status: PayoutStatus, utr: string | null): string {
  if (language === 'en') return payoutStatusLabel(status, utr);
  const t = textFor(language);
  switch (status) {
    case 'queued':
    case 'processing':
      return t('payout.status.processing');
    case 'reversed':
      return t('payout.status.reversed');
    case 'failed':
      return t('receipt.failed');
    case 'rejected':
      return t('payout.status.rejected');
    default:
      return utr ? t('payout.status.paidUtr', { utr }) : t('receipt.paid');
  }
}

/** The language the creator reads (design §19): their receipt or invoice is drawn in it. */
async function languageOf(deps: Deps, influencerId: string): Promise<Language> {
  const [row] = await deps.db
    .select({ language: influencers.language })
    .from(influencers)
    .where(eq(influencers.id, influencerId))
    .limit(1);
  return row?.language ?? 'en';
}

/**
 * A GST-registered creator's payment is its Rule 46 tax invoice, drawn from the details kept with it;
 * for a Hindi reader its labels carry the Hindi beside the English.
 */
function renderInvoiceOf(payment: PaymentRow, tasks: TaskRow[], language: Language): Promise<Buffer> {
  const details = payment.taxDetails as { supplier?: SupplierSnapshot } | null;
  if (!payment.invoiceNumber || !details?.supplier)
    throw new Error(`payment ${payment.id} has no invoice details`);
  return renderInvoice({
    invoiceNumber: payment.invoiceNumber,
    issuedAt: payment.paidAt,
    supplier: details.supplier,
    lines: tasks.map((t) => ({
      description: `Advertising services: ${t.eventName} (${t.campaignCode}, ${applicationCode(t.applicationId)})`,
      amount: t.amount,
    })),
    taxable: payment.totalAmount,
    cgst: payment.cgstPaise / 100,
    sgst: payment.sgstPaise / 100,
    igst: payment.igstPaise / 100,
    receiptNumber: payment.receiptNumber,
    tds: tdsOf(payment),
    netPaid: payment.netPaise / 100,
    language,
  });
}

const tdsOf = (payment: PaymentRow) =>
  payment.tdsSection && payment.tdsRate !== null
    ? { amount: payment.tdsAmount, section: payment.tdsSection, ratePercent: payment.tdsRate }
    : null;

/**
 * Draws the receipt from the payment, its tasks and the payee as the payment keeps them (issue 26);
 * only a payment without kept details (none after migration 0020) reads the creator's profile.
 */
async function render(deps: Deps, payment: PaymentRow): Promise<Buffer> {
  const tasks = await loadPaymentTasks(deps.db, [payment.id]);
  const language = await languageOf(deps, payment.influencerId);
  if (payment.invoiceNumber) return renderInvoiceOf(payment, tasks.get(payment.id) ?? [], language);
  let payee = payment.payeeDetails;
  if (!payee) {
    const [creator] = await deps.db
      .select()
      .from(influencers)
      .where(eq(influencers.id, payment.influencerId))
      .limit(1);
    if (!creator) throw new Error(`payment ${payment.id} has no creator`);
    payee = payeeDetailsOf(creator);
  }
  return renderReceipt({
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt,
    paymentMethod: payment.paymentMethod,
    reference: payment.reference,
    // Design §18: a payout still at the bank says so; processed prints its UTR as the reference.
    status:
      payment.payoutStatus === 'manual' || payment.payoutStatus === 'processed'
        ? payment.status
        : payoutStatusIn(language, payment.payoutStatus, payment.utr),
    payee: {
      name: payee.name,
      email: payee.email,
      mobile: payee.mobile,
      panMasked: payee.panMasked,
      address: payee.address,
    },
    destination: { upiId: payee.upiId, bank: payee.bank },
    tasks: (tasks.get(payment.id) ?? []).map((t) => ({
      eventName: t.eventName,
      campaignCode: t.campaignCode,
      applicationCode: applicationCode(t.applicationId),
      amount: t.amount,
    })),
    gross: payment.totalAmount,
    tds: tdsOf(payment),
    total: payment.netPaise / 100,
    language,
  });
}

/**
 * The payment's receipt file, made and attached if it has none yet (payments recorded before
 * receipts existed, demo data, or a failure right after recording). Stored as a private file of the
 * creator, so only signed URLs, the creator and admins can read it. Two callers racing here both
 * render, but only the first attaches its file; the other removes its copy and uses the winner's.
 */
export async function ensureReceipt(deps: Deps, payment: PaymentRow): Promise<ReceiptFile> {
  if (payment.receiptFileId) {
    const existing = await fileRow(deps, payment.receiptFileId);
    if (existing) return existing;
  }
  const pdf = await render(deps, payment);
  const stored = await saveStream(deps, {
    source: Readable.from([pdf]),
    filename: receiptFileName(payment.id),
    owner: { influencerId: payment.influencerId },
    visibility: 'private',
    allowed: ['application/pdf'],
    maxBytes: RECEIPT_MAX_BYTES,
  });
  const [won] = await deps.db
    .update(payments)
    .set({ receiptFileId: stored.id })
    .where(
      and(
        eq(payments.id, payment.id),
        payment.receiptFileId
          ? eq(payments.receiptFileId, payment.receiptFileId)
          : isNull(payments.receiptFileId),
      ),
    )
    .returning({ id: payments.id });
  if (won) return { id: stored.id, key: stored.key, size: pdf.length };
  await removeFile(deps, stored.id);
  const [current] = await deps.db
    .select({ receiptFileId: payments.receiptFileId })
    .from(payments)
    .where(eq(payments.id, payment.id));
  const winner = current?.receiptFileId ? await fileRow(deps, current.receiptFileId) : null;
  if (!winner) throw new Error(`receipt of payment ${payment.id} vanished`);
  return winner;
}

/**
 * The receipt URL of each payment: signed URLs of the stored PDFs, made first for payments that have
 * none. Usually none are missing (receipts are made when a payment is recorded), so this is a one-time
 * catch-up per payment, not work per request. Should drawing fail, the row points at the receipt
 * route (`fallback`), which tries again, rather than failing the whole list.
 */
export async function receiptUrls(
  deps: Deps,
  rows: PaymentRow[],
  fallback: (paymentId: string) => string,
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const row of rows) {
    let fileId = row.receiptFileId;
    if (!fileId) {
      try {
        fileId = (await ensureReceipt(deps, row)).id;
      } catch (error) {
        deps.log.error({ err: error, paymentId: row.id }, 'receipt could not be made');
      }
    }
    urls.set(row.id, fileId ? fileUrl(deps, { id: fileId, visibility: 'private' }) : fallback(row.id));
  }
  return urls;
}

/** Streams a payment's receipt as `invoice-XXXXXX.pdf` (doc 001 §7). */
export async function sendReceipt(deps: Deps, reply: FastifyReply, payment: PaymentRow): Promise<Readable> {
  const file = await ensureReceipt(deps, payment);
  reply.headers({
    'content-type': 'application/pdf',
    'content-disposition': contentDisposition('attachment', receiptFileName(payment.id)),
    'content-length': file.size,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  return deps.storage.read(file.key);
}
