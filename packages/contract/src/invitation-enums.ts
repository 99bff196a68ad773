/*
 * Invitations' states and skip reasons (design §15), apart from enums.ts so that only the pages that
 * show invitations carry them (every page loads enums.ts).
 */

/** An invitation's states (design §15): it waits, then the creator answers or the time runs out. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Why a creator was not invited (design §15): each skip of a bulk invitation says which. */
export const INVITATION_SKIP_REASONS = [
  'already-invited',
  'applied',
  'not-discoverable',
  'suspended',
  'not-found',
] as const;
export type InvitationSkipReason = (typeof INVITATION_SKIP_REASONS)[number];
