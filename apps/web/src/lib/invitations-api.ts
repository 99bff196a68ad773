import { INVITATION_MESSAGES, INVITATION_TEXT } from '@ih/contract/invitations-messages';
import * as op from '@ih/contract/routes/invitations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { invitationKeys } from './invitations-queries';
import { useSingleFlightMutation } from './use-single-flight';

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
