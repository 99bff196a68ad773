import * as op from '@ih/contract/routes/messages';
import { msg } from '@lingui/core/macro';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { i18n } from './i18n';
import type { Scope } from './session';
import { useSingleFlightMutation } from './use-single-flight';

/*
 * An application's message thread for either side (issue 15). The keys live here only: the card,
 * the inbox and the live stream refresh the same entries.
 */

// The thread's texts reach creators, so they are messages; the inbox's is the staff console's.
export const MESSAGE_TEXT = {
  listFailed: msg`Failed to fetch the messages`,
  sendFailed: msg`Could not send your message. Please try again.`,
  inboxFailed: 'Failed to fetch the inbox',
} as const;

export const messageKeys = {
  thread: (scope: Scope, applicationId: string) => ['messages', scope, applicationId] as const,
  inbox: (q: object) => ['messages', 'staff', 'inbox', q] as const,
};

export const threadQuery = (scope: Scope, applicationId: string) =>
  queryOptions({
    queryKey: messageKeys.thread(scope, applicationId),
    queryFn: ({ signal }) =>
      scope === 'creator'
        ? apiRequest(op.listMessages, {
            signal,
            params: { applicationId },
            fallbackMessage: i18n._(MESSAGE_TEXT.listFailed),
          })
        : apiRequest(op.adminListMessages, {
            signal,
            params: { id: applicationId },
            fallbackMessage: i18n._(MESSAGE_TEXT.listFailed),
          }),
    select: (answer) => answer.data,
    // The live stream refreshes it when a message arrives; this is the fallback while it reconnects.
    refetchInterval: 30_000,
  });

export const inboxQuery = (q: { page: number; unread?: 'true'; brandId?: string; campaignId?: string }) =>
  queryOptions({
    queryKey: messageKeys.inbox(q),
    queryFn: ({ signal }) =>
      apiRequest(op.adminInbox, {
        signal,
        query: { ...q, limit: 20 },
        fallbackMessage: MESSAGE_TEXT.inboxFailed,
      }),
  });

export interface Draft {
  body: string;
  attachments: string[];
  clientId: string;
}

export function useSendMessage(scope: Scope, applicationId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (d: Draft) =>
      scope === 'creator'
        ? apiRequest(op.postMessage, {
            params: { applicationId },
            body: d,
            fallbackMessage: i18n._(MESSAGE_TEXT.sendFailed),
          })
        : apiRequest(op.adminPostMessage, {
            params: { id: applicationId },
            body: d,
            fallbackMessage: i18n._(MESSAGE_TEXT.sendFailed),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.thread(scope, applicationId) }),
  });
}
