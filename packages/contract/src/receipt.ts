/** Kept free of zod so the web pages that download receipts need not load the schemas (design §7). */

/** The receipt download name (doc 001 §7): the last 6 characters of the payment id, upper-cased. */
export const receiptFileName = (paymentId: string) => `invoice-${paymentId.slice(-6).toUpperCase()}.pdf`;
