import type { InvitationStatus } from '@ih/contract/invitation-enums';
import { INVITATION_MESSAGES, INVITATION_TEXT } from '@ih/contract/invitations-messages';
import * as op from '@ih/contract/routes/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { pagedQuery } from './api-query';
import { useSingleFlightMutation } from './use-single-flight';

/*
 * The creator's invitations (design §15). Query keys live here only: the Invitations page and the
 * dashboard's tile read and refresh the same entries.
 */

export const invitationKeys = {
  all: ['invitations'] as const,
  list: (status: InvitationStatus | undefined, page: number, limit: number) =>
    ['invitations', 'list', status ?? 'all', page, limit] as const,
};

/** A page of the creator's invitations; the dashboard's tile asks for `limit` 1, as it shows only the total. */
export const myInvitationsQuery = (status?: InvitationStatus, page = 1, limit = 20) =>
  pagedQuery(invitationKeys.list(status, page, limit), op.listMyInvitations, {
    query: { page, limit, ...(status ? { status } : {}) },
    fallbackMessage: INVITATION_TEXT.listFailed,
  });

/** Accepts or declines; a double click sends one request (the server answers a repeat the same). */
export function useAnswerInvitation() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (v: { id: string; answer: 'accept' | 'decline'; reason?: string }) =>
      v.answer === 'accept'
        ? apiRequest(op.acceptInvitation, {
            params: { id: v.id },
            fallbackMessage: INVITATION_TEXT.acceptFailed,
          })
        : apiRequest(op.declineInvitation, {
            params: { id: v.id },
            body: v.reason?.trim() ? { reason: v.reason.trim() } : {},
            fallbackMessage: INVITATION_TEXT.declineFailed,
          }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: invitationKeys.all });
      // An accepted invitation is new work: the work pages and the dashboard counts change.
      void client.invalidateQueries({ queryKey: ['work'] });
      void client.invalidateQueries({ queryKey: ['apply-stats'] });
    },
  });
}

export { INVITATION_MESSAGES, INVITATION_TEXT };
