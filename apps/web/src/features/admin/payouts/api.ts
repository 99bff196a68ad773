import type { PaymentMethod } from '@ih/contract/enums';
import { receiptFileName } from '@ih/contract/receipt';
import {
  adminDownloadReceipt,
  adminListOwed,
  adminListPayments,
  adminRecordPayment,
} from '@ih/contract/routes/admin-payments';
import { adminApproveDestination, adminRetryPayout } from '@ih/contract/routes/payouts';
import { adminPreviewPayment } from '@ih/contract/routes/tax';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { apiQuery, pagedQuery } from '@/lib/api-query';
import { saveBlob } from '@/lib/download';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const PAYMENTS_PAGE_SIZE = 20;

export interface PaymentFilters {
  influencerId: string | undefined;
  paymentMethod: PaymentMethod | undefined;
  from: string | undefined;
  to: string | undefined;
  page: number;
}

const keys = {
  all: ['admin', 'payments'] as const,
  owed: () => [...keys.all, 'owed'] as const,
  list: (f: PaymentFilters) => [...keys.all, 'list', f] as const,
  preview: (influencerId: string, ids: readonly string[]) =>
    [...keys.all, 'preview', influencerId, [...ids].sort()] as const,
};

export const owedQuery = () =>
  apiQuery(keys.owed(), adminListOwed, { query: {}, fallbackMessage: 'Failed to fetch the amounts owed' });

export const paymentsQuery = (f: PaymentFilters) =>
  pagedQuery(keys.list(f), adminListPayments, {
    query: { ...f, limit: PAYMENTS_PAGE_SIZE, format: 'json' },
    fallbackMessage: 'Failed to fetch payments',
  });

/** The TDS, GST and net a payment would have (design §13), shown before staff confirm; saves nothing. */
export const paymentPreviewQuery = (influencerId: string, applicationIds: readonly string[]) =>
  queryOptions({
    queryKey: keys.preview(influencerId, applicationIds),
    queryFn: ({ signal }) =>
      apiRequest(adminPreviewPayment, {
        body: { influencerId, applicationIds: [...applicationIds], paymentMethod: 'UPI' },
        signal,
        fallbackMessage: 'Failed to work out the tax on this payment',
      }),
    enabled: applicationIds.length > 0,
    // Another payment to the creator changes the year's totals: always ask again when the dialog opens.
    staleTime: 0,
  });

export function useRecordPayment() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: {
      influencerId: string;
      applicationIds: string[];
      paymentMethod: PaymentMethod;
      reference?: string;
    }) => apiRequest(adminRecordPayment, { body, fallbackMessage: 'Failed to record the payment' }),
    // Refresh on failure too: a 409/422 means the owed list on screen is out of date.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: keys.all }),
        client.invalidateQueries({ queryKey: ['admin', 'applications'] }),
      ]),
  });
}

export async function downloadReceipt(paymentId: string): Promise<void> {
  const { blob, fileName } = await apiBlob(adminDownloadReceipt, {
    params: { id: paymentId },
    fallbackMessage: 'Failed to download the receipt',
  });
  saveBlob(blob, fileName ?? receiptFileName(paymentId));
}

export async function exportPaymentsCsv(f: Omit<PaymentFilters, 'page'>): Promise<void> {
  const { blob, fileName } = await apiBlob(adminListPayments, {
    query: { ...f, format: 'csv', page: 1, limit: PAYMENTS_PAGE_SIZE },
    fallbackMessage: 'Failed to export payments',
  });
  saveBlob(blob, fileName ?? `payments-${new Date().toISOString().slice(0, 10)}.csv`);
}

/** Design §18: sends a failed, rejected or reversed payout again (a new attempt with a new key). */
export function useRetryPayout() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (paymentId: string) =>
      apiRequest(adminRetryPayout, {
        params: { id: paymentId },
        fallbackMessage: 'Failed to send the payout again',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** Design §18: an admin lets money go to an account whose name at the bank differs, with the reason. */
export function useApproveDestination() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (v: { influencerId: string; kind: 'upi' | 'bank'; reason: string }) =>
      apiRequest(adminApproveDestination, {
        params: { id: v.influencerId },
        body: { kind: v.kind, reason: v.reason },
        fallbackMessage: 'Failed to approve the account',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: keys.owed() }),
  });
}
