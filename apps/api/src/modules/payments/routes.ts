import {
  downloadReceipt,
  getPaymentSummary,
  listPaidPayments,
  listPaymentDetails,
  PAYMENT_CHART_MONTHS,
  PAYMENT_MESSAGES,
  type PaymentListItem,
  type PaymentRecord,
  type PaymentSummary,
} from '@ih/contract/payments';
import { istDay } from '@ih/contract/payout-terms';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { prebuiltJsonRoute, route } from '../../http/route.ts';
import { encodeAnswer } from '../../lib/answer-bytes.ts';
import { notFound } from '../../lib/app-error.ts';
import { creatorWorkAnswer } from '../catalogue/cache.ts';
import { adminPaymentRoutes } from './admin-routes.ts';
import { recentMonths } from './dates.ts';
import { sendReceipt } from './receipts.ts';
import { buildRecords, creatorReceiptPath } from './records.ts';
import {
  type DateRange,
  findPayment,
  listPayments,
  listPendingTasks,
  monthlyTotals,
  type PaymentFilter,
  paymentTotals,
} from './repository.ts';
import { toPendingTaskRow } from './wire.ts';

async function summaryOf(db: Db, influencerId: string, now: Date): Promise<PaymentSummary> {
  const { months, start } = recentMonths(now, PAYMENT_CHART_MONTHS);
  const [totals, monthly] = await Promise.all([
    paymentTotals(db, influencerId),
    monthlyTotals(db, influencerId, start),
  ]);
  const of = (status: 'paid' | 'pending') => {
    const row = totals.find((t) => t.paymentStatus === status);
    return { count: row?.count ?? 0, totalAmount: row?.total ?? 0 };
  };
  const byMonth = new Map(months.map((m) => [m, { month: m, paid: 0, pending: 0, late: 0 }]));
  for (const row of monthly) {
    const entry = byMonth.get(row.month);
    if (!entry) continue;
    entry[row.paymentStatus] += row.total;
    entry.late += row.late;
  }
  return { paid: of('paid'), pending: of('pending'), monthly: [...byMonth.values()] };
}

async function paymentRecords(app: FastifyInstance, filter: PaymentFilter): Promise<PaymentRecord[]> {
  return buildRecords(app.deps, await listPayments(app.db, filter), creatorReceiptPath);
}

const newestFirst = (a: PaymentListItem, b: PaymentListItem) => {
  const at = (i: PaymentListItem) => (i.kind === 'payment' ? i.paymentDate : i.date);
  return at(b).localeCompare(at(a));
};

export async function paymentsRoutes(app: FastifyInstance) {
  // Made from the creator's own applications and the India month alone: kept whole under their work
  // version and the chart's first month (ADR 025).
  prebuiltJsonRoute(app, getPaymentSummary, async (request) => {
    const { influencerId } = request.principal;
    const now = app.clock.now();
    const { start } = recentMonths(now, PAYMENT_CHART_MONTHS);
    return creatorWorkAnswer(
      app.catalogueCache,
      influencerId,
      request.sessionCheck,
      'payment-summary',
      start.toISOString(),
      async () =>
        encodeAnswer(getPaymentSummary, {
          success: true,
          message: PAYMENT_MESSAGES.summary,
          data: await summaryOf(app.db, influencerId, now),
        }),
    );
  });

  route(app, listPaidPayments, async (request) => {
    const { influencerId } = request.principal;
    const data = await paymentRecords(app, { influencerId, status: 'paid', ...request.query });
    return {
      message: data.length ? PAYMENT_MESSAGES.listed : PAYMENT_MESSAGES.empty,
      data,
    };
  });

  route(app, listPaymentDetails, async (request) => {
    const { influencerId } = request.principal;
    const { status, ...range } = request.query;
    const dates: DateRange = range;
    const [records, pending] = await Promise.all([
      status === 'pending'
        ? []
        : paymentRecords(app, { influencerId, ...dates, status: status === 'overall' ? undefined : status }),
      status === 'pending' || status === 'overall' ? listPendingTasks(app.db, influencerId, dates) : [],
    ]);
    const data: PaymentListItem[] = [
      ...records.map((r) => ({ kind: 'payment' as const, ...r })),
      ...pending.map((p) => ({ kind: 'task' as const, ...toPendingTaskRow(p, istDay(app.clock.now())) })),
    ].sort(newestFirst);
    return {
      message: data.length ? PAYMENT_MESSAGES.listed : PAYMENT_MESSAGES.empty,
      data,
    };
  });

  route(app, downloadReceipt, async (request, reply) => {
    const { influencerId } = request.principal;
    // Another creator's payment answers 404, as if it did not exist.
    const payment = await findPayment(app.db, request.params.id, influencerId);
    if (!payment) throw notFound(PAYMENT_MESSAGES.notFound);
    return sendReceipt(app.deps, reply, payment);
  });

  await app.register(adminPaymentRoutes);
}
