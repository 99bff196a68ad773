import {
  ADMIN_PAYMENT_MESSAGES,
  type AdminPaymentRecord,
  adminDownloadReceipt,
  adminListOwed,
  adminListPayments,
  adminRecordPayment,
} from '@ih/contract/admin-payments';
import { paginationOf } from '@ih/contract/envelope';
import { buildPath } from '@ih/contract/operation';
import { adminRetryPayout, PAYOUT_MESSAGES } from '@ih/contract/payouts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.ts';
import { notFound } from '../../lib/app-error.ts';
import { contentDisposition } from '../files/serve.ts';
import { retryPayout } from '../payouts/pay.ts';
import { payoutAttemptsByPayment } from '../payouts/read.ts';
import { loadPayees, paymentScope } from './admin-repository.ts';
import { listOwed, scopedPayment } from './admin-service.ts';
import { paymentsCsv } from './csv.ts';
import { sendReceipt } from './receipts.ts';
import { recordPayment } from './record.ts';
import { buildRecords } from './records.ts';
import { countPayments, listPayments, type PaymentFilter, type PaymentRow } from './repository.ts';
import { toPayee } from './wire.ts';

/** The most rows one CSV export carries; narrow the dates for more. */
export const CSV_MAX_ROWS = 10_000;

const adminReceiptPath = (id: string) => buildPath(adminDownloadReceipt.path, { id });

async function adminRecords(
  app: FastifyInstance,
  rows: PaymentRow[],
  withReceipts = true,
): Promise<AdminPaymentRecord[]> {
  const [records, payees, attempts] = await Promise.all([
    buildRecords(app.deps, rows, adminReceiptPath, withReceipts),
    loadPayees(
      app.db,
      rows.map((r) => r.influencerId),
    ),
    payoutAttemptsByPayment(
      app.db,
      rows.map((r) => r.id),
    ),
  ]);
  return records.flatMap((record, i) => {
    const payee = payees.get(rows[i]?.influencerId ?? '');
    // Payments always have their creator (foreign key); the guard only satisfies the types.
    if (!payee) return [];
    const { _id, name, email, mobile_number } = toPayee(payee);
    const payoutAttempts = attempts.get(record._id) ?? [];
    return [{ ...record, influencer: { _id, name, email, mobile_number }, payoutAttempts }];
  });
}

export async function adminPaymentRoutes(app: FastifyInstance) {
  route(app, adminListOwed, async (request) => {
    const staff = request.principal;
    const data = await listOwed(app.deps, staff, request.query.influencerId);
    return { message: ADMIN_PAYMENT_MESSAGES.owed, data };
  });

  route(app, adminListPayments, async (request, reply) => {
    const staff = request.principal;
    const { page, limit, format, from, to, ...rest } = request.query;
    const filter: PaymentFilter = {
      ...rest,
      startDate: from,
      endDate: to,
      scope: paymentScope(app.db, staff),
    };
    if (format === 'csv') {
      const rows = await listPayments(app.db, filter, { limit: CSV_MAX_ROWS, offset: 0 });
      const csv = paymentsCsv(await adminRecords(app, rows, false));
      const stamp = app.clock.now().toISOString().slice(0, 10);
      // A Buffer with its own content type skips the JSON serializer; the 200 schema documents JSON.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', `payments-${stamp}.csv`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(csv, 'utf8')) as never;
    }
    const [rows, total] = await Promise.all([
      listPayments(app.db, filter, { limit, offset: (page - 1) * limit }),
      countPayments(app.db, filter),
    ]);
    return {
      message: ADMIN_PAYMENT_MESSAGES.listed,
      data: await adminRecords(app, rows),
      pagination: paginationOf(page, limit, total),
    };
  });

  route(app, adminRecordPayment, async (request) => {
    const staff = request.principal;
    const payment = await recordPayment(app.deps, staff, request.body);
    // The receipt is drawn here, after the commit, and attached to the payment.
    const [data] = await adminRecords(app, [payment]);
    if (!data) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
    return { message: ADMIN_PAYMENT_MESSAGES.recorded, data };
  });

  route(app, adminRetryPayout, async (request) => {
    const staff = request.principal;
    const payment = await scopedPayment(app.deps, staff, request.params.id);
    await retryPayout(app.db, app.deps, staff.staffId, payment.id);
    const [data] = await adminRecords(app, [await scopedPayment(app.deps, staff, payment.id)], false);
    if (!data) throw notFound(ADMIN_PAYMENT_MESSAGES.notFound);
    return { message: PAYOUT_MESSAGES.retried, data };
  });

  route(app, adminDownloadReceipt, async (request, reply) => {
    const staff = request.principal;
    const payment = await scopedPayment(app.deps, staff, request.params.id);
    return sendReceipt(app.deps, reply, payment);
  });
}
