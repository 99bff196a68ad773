import type { ReportFormat } from '@ih/contract/results-enums';
import { RESULTS_TEXT } from '@ih/contract/results-messages';
import * as op from '@ih/contract/routes/results';
import { useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from './api-client';
import { apiQuery } from './api-query';
import { saveBlob } from './download';
import { useSingleFlightMutation } from './use-single-flight';

/*
 * Results (design §17): a work's readings, the creator's record and media kit, staff's checks, the
 * campaign report and its share links. Query keys live here only, so every page refreshes the same.
 */

export const resultsKeys = {
  all: ['results'] as const,
  work: (applicationId: string) => ['results', 'work', applicationId] as const,
  staffWork: (applicationId: string) => ['results', 'staff-work', applicationId] as const,
  mine: ['results', 'mine'] as const,
  mediaKit: ['results', 'media-kit'] as const,
  report: (campaignId: string) => ['results', 'report', campaignId] as const,
  shares: (campaignId: string) => ['results', 'shares', campaignId] as const,
  shared: (token: string) => ['results', 'shared', token] as const,
  publicKit: (slug: string) => ['results', 'kit', slug] as const,
};

const fallbackMessage = RESULTS_TEXT.loadFailed;

export const workResultsQuery = (applicationId: string) =>
  apiQuery(resultsKeys.work(applicationId), op.listMetricReadings, {
    params: { applicationId },
    fallbackMessage,
  });

export const staffWorkResultsQuery = (applicationId: string) =>
  apiQuery(resultsKeys.staffWork(applicationId), op.listApplicationMetrics, {
    params: { id: applicationId },
    fallbackMessage,
  });

export const myResultsQuery = () => apiQuery(resultsKeys.mine, op.listMyResults, { fallbackMessage });
export const myMediaKitQuery = () => apiQuery(resultsKeys.mediaKit, op.getMyMediaKit, { fallbackMessage });

export const campaignReportQuery = (campaignId: string) =>
  apiQuery(resultsKeys.report(campaignId), op.getCampaignReport, {
    params: { id: campaignId },
    fallbackMessage,
  });

export const reportSharesQuery = (campaignId: string) =>
  apiQuery(resultsKeys.shares(campaignId), op.listReportShares, {
    params: { id: campaignId },
    fallbackMessage,
  });

export const sharedReportQuery = (token: string) => ({
  ...apiQuery(resultsKeys.shared(token), op.getSharedReport, { params: { token }, fallbackMessage }),
  retry: false,
});

export const publicMediaKitQuery = (slug: string) => ({
  ...apiQuery(resultsKeys.publicKit(slug), op.getPublicMediaKit, { params: { slug }, fallbackMessage }),
  retry: false,
});

/** The creator adds a reading; a double click sends one request. */
export function useAddReading(applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: {
      postUrl: string;
      views: number;
      likes: number;
      comments: number;
      shares?: number;
      saves?: number;
      reach?: number;
      proofFileId: string;
    }) =>
      apiRequest(op.addMetricReading, {
        params: { applicationId },
        body,
        fallbackMessage: RESULTS_TEXT.saveFailed,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}

/** Staff confirm a reading, or question it with a reason. */
export function useDecideReading(applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (v: { metricId: string; decision: 'confirm' | 'question'; reason?: string }) =>
      v.decision === 'confirm'
        ? apiRequest(op.confirmMetricReading, {
            params: { id: applicationId, metricId: v.metricId },
            fallbackMessage: 'Could not confirm the reading. Please try again.',
          })
        : apiRequest(op.questionMetricReading, {
            params: { id: applicationId, metricId: v.metricId },
            body: { reason: v.reason ?? '' },
            fallbackMessage: 'Could not question the reading. Please try again.',
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.all }),
  });
}

export function useShareReport(campaignId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () =>
      apiRequest(op.shareCampaignReport, {
        params: { id: campaignId },
        fallbackMessage: 'Could not make the share link. Please try again.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.shares(campaignId) }),
  });
}

export function useRevokeShare(campaignId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (shareId: string) =>
      apiRequest(op.revokeReportShare, {
        params: { id: campaignId, shareId },
        fallbackMessage: 'Could not revoke the share link. Please try again.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.shares(campaignId) }),
  });
}

export function useSwitchMediaKit() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (enabled: boolean) =>
      apiRequest(op.updateMyMediaKit, {
        body: { enabled },
        fallbackMessage: 'Could not save the media kit.',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: resultsKeys.mediaKit }),
  });
}

/** The report as a file, saved under the server's name. */
export async function downloadReport(campaignId: string, format: Exclude<ReportFormat, 'json'>) {
  const { blob, fileName } = await apiBlob(op.getCampaignReport, {
    params: { id: campaignId },
    query: { format },
    fallbackMessage: 'Could not download the report. Please try again.',
  });
  const saved = fileName ?? `report.${format}`;
  saveBlob(blob, saved);
  return saved;
}
