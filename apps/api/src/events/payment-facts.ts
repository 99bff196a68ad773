import type { payments } from '../db/schema/payments.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * What a payment event tells about its payment (the creator's notification reads it): the receipt,
 * how it was paid, and its tax lines (design §13), so the creator is told what actually arrived.
 * One place for the payment recorded by hand and the one a payout provider settled (design §18).
 */
export function paymentFacts(payment: PaymentRow): Record<string, unknown> {
  return {
    paymentId: payment.id,
    receiptNumber: payment.receiptNumber,
    paymentMethod: payment.paymentMethod,
    netAmount: payment.netPaise / 100,
    tdsAmount: payment.tdsAmount,
    tdsSection: payment.tdsSection,
    gstAmount: (payment.cgstPaise + payment.sgstPaise + payment.igstPaise) / 100,
    invoiceNumber: payment.invoiceNumber,
  };
}
