import type { ApplicationStatus } from './enums.ts';

/*
 * The notes the server writes into an application's history when time, not a person, moves it
 * (design §13): the creator reads them on the work page, staff in the console. Zod-free (ADR 015).
 */

/** A pending application whose campaign's submission deadline passed. */
export const EXPIRY_NOTE = 'The submission deadline passed before the application was accepted.';

/** A silent brand team's decision, taken for the creator after the campaign's working days. */
export const autoDecisionNote = (to: ApplicationStatus, days: number) =>
  `${to === 'approved' ? 'Approved' : 'Confirmed'} automatically: the brand team did not respond within ${days} working day${days === 1 ? '' : 's'}.`;
