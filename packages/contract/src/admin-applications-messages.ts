import type { StaffTransition } from './enums.ts';

/*
 * The staff console's words for an application's moves, zod-free (ADR 015): the API answers with them
 * and the console's toasts show them, so they are written once (issue 26 D).
 */

/** What a move did, in plain words per target state. */
export const TRANSITION_DONE: Record<StaffTransition, string> = {
  accepted: 'Application accepted.',
  declined: 'Application declined.',
  rework: 'Sent back for rework.',
  approved: 'Work approved.',
  'final posted': 'Posts confirmed as final posted.',
};
