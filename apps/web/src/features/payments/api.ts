import { MAX_PAGE_LIMIT } from '@ih/contract/constants';
import type { PaymentListStatus } from '@ih/contract/enums';
import { statementFileName } from '@ih/contract/financial-year';
import {
  downloadReceipt,
  getPaymentSummary,
  listPaidPayments,
  listPaymentDetails,
} from '@ih/contract/routes/payments';
import { getPaymentStatement } from '@ih/contract/routes/tax';
import { listWork, type WorkItem } from '@ih/contract/routes/work';
import { t } from '@lingui/core/macro';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast';
import { apiBlob, apiRequest, errorMessage } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { useSingleFlightMutation } from '@/lib/use-single-flight';
import {
  fromListItem,
  fromRecord,
  fromWorkItem,
  invoiceFileName,
  type PaymentRow,
  withBalance,
} from './lib/payment-rows';

export const paymentKeys = {
  all: ['payments'] as const,
  summary: ['payments', 'summary'] as const,
  list: (status: PaymentListStatus, from: string, to: string) =>
    ['payments', 'list', status, from, to] as const,
  statement: (fy: string) => ['payments', 'statement', fy] as const,
};

/** Payment and stats failures are only logged (doc 001 §8); the page then shows its empty values. */
function logFailure(what: string, error: unknown) {
  console.warn(`${what} failed:`, error);
}

/** GET /v1/influencer/payment/stats/mine: paid and pending totals and the monthly series. */
export const paymentSummaryQuery = () =>
  queryOptions({
    queryKey: paymentKeys.summary,
    queryFn: async ({ signal }) => {
      try {
        return (await apiRequest(getPaymentSummary, { signal })).data;
      } catch (error) {
        if (!signal.aborted) logFailure('Payment summary', error);
        throw error;
      }
    },
    retry: false,
  });

export const usePaymentSummary = () => useQuery(paymentSummaryQuery());

/**
 * Every final-posted task with its payment pending (doc 001 §7: GET /v1/influencer/apply with
 * status=final posted and paymentStatus=pending). The list pages in the client, so all pages of the
 * API's largest size are read.
 */
async function pendingWork(signal: AbortSignal, startDate?: string, endDate?: string) {
  const items: WorkItem[] = [];
  for (let page = 1; ; page++) {
    const res = await apiRequest(listWork, {
      query: {
        status: 'final posted',
        paymentStatus: 'pending',
        startDate,
        endDate,
        page,
        limit: MAX_PAGE_LIMIT,
      },
      signal,
    });
    items.push(...res.data);
    if (page >= res.pagination.totalPages || res.data.length === 0) return items;
  }
}

async function loadRows(
  status: PaymentListStatus,
  startDate: string | undefined,
  endDate: string | undefined,
  signal: AbortSignal,
): Promise<PaymentRow[]> {
  if (status === 'paid') {
    const res = await apiRequest(listPaidPayments, { query: { startDate, endDate }, signal });
    return res.data.map(fromRecord);
  }
  if (status === 'pending') return (await pendingWork(signal, startDate, endDate)).map(fromWorkItem);
  const res = await apiRequest(listPaymentDetails, { query: { status, startDate, endDate }, signal });
  return res.data.map(fromListItem);
}

/**
 * One payment list as table rows with their running balance. A failure is only logged and the list
 * is empty (doc 001 §8: the page then says 'No payment data available').
 */
export const paymentListQuery = (status: PaymentListStatus, from: string, to: string, enabled: boolean) =>
  queryOptions({
    queryKey: paymentKeys.list(status, from, to),
    queryFn: async ({ signal }): Promise<PaymentRow[]> => {
      try {
        return withBalance(await loadRows(status, from || undefined, to || undefined, signal));
      } catch (error) {
        if (signal.aborted) throw error;
        logFailure('Payment list', error);
        return [];
      }
    },
    enabled,
    retry: false,
  });

export const usePaymentList = (status: PaymentListStatus, from: string, to: string, enabled = true) =>
  useQuery(paymentListQuery(status, from, to, enabled));

/**
 * The receipt as a blob (doc 001 §7), saved as invoice-XXXXXX.pdf, with the spec's toasts. On failure
 * the receipt URL opens in a new tab instead.
 */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async ({ id }: { id: string; url: string }) => {
      const name = invoiceFileName(id);
      const { blob } = await apiBlob(downloadReceipt, { params: { id } });
      saveBlob(blob, name);
      return name;
    },
    onSuccess: (name) => toast({ title: t`Download Started`, description: t`${name} is being downloaded.` }),
    onError: (_error, { url }) => {
      toast({
        title: t`Download Failed`,
        description: t`Failed to download the file. Please try again.`,
        variant: 'destructive',
      });
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    },
  });
}

/** GET /v1/influencer/payment/statement: the year's totals, TDS and products kept (design §13). */
export const statementQuery = (fy: string) =>
  queryOptions({
    queryKey: paymentKeys.statement(fy),
    queryFn: ({ signal }) =>
      apiRequest(getPaymentStatement, {
        query: { fy, format: 'json' },
        signal,
        fallbackMessage: t`Failed to fetch the statement`,
      }),
    select: (answer) => answer.data,
  });

/** GET /v1/influencer/payment/statement as a file: the yearly statement (design §13), CSV or PDF. */
export function useDownloadStatement() {
  return useSingleFlightMutation({
    mutationFn: async ({ fy, format }: { fy: string; format: 'csv' | 'pdf' }) => {
      const { blob, fileName } = await apiBlob(getPaymentStatement, {
        query: { fy, format },
        fallbackMessage: t`Failed to download the statement`,
      });
      const name = fileName ?? statementFileName(fy, format);
      saveBlob(blob, name);
      return name;
    },
    onSuccess: (name) => toast({ title: t`Download Started`, description: t`${name} is being downloaded.` }),
    onError: (error) =>
      toast({
        title: t`Download Failed`,
        description: errorMessage(error, t`Failed to download the statement. Please try again.`),
        variant: 'destructive',
      }),
  });
}
