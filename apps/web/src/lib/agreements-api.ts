import * as op from '@ih/contract/routes/agreements';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { useSingleFlightMutation } from './use-single-flight';

/*
 * Agreements (design §16) for the creator's agreement page and the console's application page: one
 * application's agreement, its signing code, signing and declining. Query keys live here only.
 */

export type Side = 'creator' | 'brand';
export type Agreement = Awaited<ReturnType<typeof fetchAgreement>>;

export const agreementKeys = {
  all: ['agreement'] as const,
  one: (side: Side, applicationId: string) => ['agreement', side, applicationId] as const,
};

const FAILED = 'Could not load the agreement. Please try again.';

export async function fetchAgreement(side: Side, applicationId: string, signal?: AbortSignal) {
  const res =
    side === 'creator'
      ? await apiRequest(op.getMyAgreement, { params: { applicationId }, signal, fallbackMessage: FAILED })
      : await apiRequest(op.adminGetAgreement, {
          params: { id: applicationId },
          signal,
          fallbackMessage: FAILED,
        });
  return res.data;
}

/** The application's agreement; a 404 (none for this work) is an answer, not a failure to retry. */
export const agreementQuery = (side: Side, applicationId: string) => ({
  queryKey: agreementKeys.one(side, applicationId),
  queryFn: ({ signal }: { signal: AbortSignal }) => fetchAgreement(side, applicationId, signal),
  retry: false,
});

export function useSendSigningCode(side: Side, applicationId: string) {
  return useSingleFlightMutation({
    mutationFn: () =>
      side === 'creator'
        ? apiRequest(op.sendMyAgreementCode, { params: { applicationId }, body: {} })
        : apiRequest(op.adminSendAgreementCode, { params: { id: applicationId }, body: {} }),
  });
}

export function useSignAgreement(side: Side, applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: { name: string; code: string }) =>
      side === 'creator'
        ? apiRequest(op.signMyAgreement, { params: { applicationId }, body })
        : apiRequest(op.adminSignAgreement, { params: { id: applicationId }, body }),
    onSuccess: (res) => {
      client.setQueryData(agreementKeys.one(side, applicationId), res.data);
      void client.invalidateQueries({ queryKey: ['work'] });
    },
  });
}

export function useDeclineAgreement(side: Side, applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (reason: string) =>
      side === 'creator'
        ? apiRequest(op.declineMyAgreement, { params: { applicationId }, body: { reason } })
        : apiRequest(op.adminDeclineAgreement, { params: { id: applicationId }, body: { reason } }),
    onSuccess: (res) => client.setQueryData(agreementKeys.one(side, applicationId), res.data),
  });
}

/** The public check of a document by the SHA-256 the browser computed from the dropped file. */
export const verifyDocument = (sha256: string) => apiRequest(op.verifyAgreement, { query: { sha256 } });

/** SHA-256 of a file, hex, computed in the browser (the file never leaves it). */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
