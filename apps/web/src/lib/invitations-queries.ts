import type { InvitationStatus } from '@ih/contract/invitation-enums';
import { INVITATION_TEXT } from '@ih/contract/invitations-messages';
import * as op from '@ih/contract/routes/invitations';
import { pagedQuery } from './api-query';

/*
 * The creator's invitations (design §15). Query keys live here only: the Invitations page and the
 * dashboard's tile read and refresh the same entries. Apart from the answers (invitations-api.ts), so
 * that the dashboard's route loader, in the app's first file, does not carry the mutation code.
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

/** The dashboard's tile: how many invitations wait for an answer (its page and route loader share it). */
export const waitingInvitationsQuery = () => myInvitationsQuery('pending', 1, 1);
