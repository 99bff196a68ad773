import type { ApplicationStatus } from '@ih/contract/enums';

/** A work list: its title and the status it asks the API for (none: every application). */
export interface WorkType {
  title: string;
  status?: ApplicationStatus;
}

/**
 * The work types and titles of doc 001 §2, with the status each lists (doc 001 §4 dashboard
 * mapping). 'pending-work' lists pending applications like the dashboard's 'Pending Work' tile;
 * 'declined-work' is the 'Decline Work' target that has no tile.
 */
export const WORK_TYPES: Record<string, WorkType> = {
  'all-applications': { title: 'All Applications' },
  'pending-applications': { title: 'Pending Applications', status: 'pending' },
  'declined-applications': { title: 'Declined Applications', status: 'declined' },
  'declined-work': { title: 'Decline Work', status: 'declined' },
  'allotted-work': { title: 'Allotted Work', status: 'accepted' },
  'pending-work': { title: 'Pending Work', status: 'pending' },
  'submitted-work': { title: 'Pending Review', status: 'pending review' },
  rework: { title: 'Re-Work', status: 'rework' },
  'approved-work': { title: 'Approved Final Work', status: 'approved' },
  'final-posted-work': { title: 'Completed Work', status: 'final posted' },
  'final-submission-work': { title: 'Final submission Work', status: 'final submission' },
};

export function workTypeOf(workType: string | undefined): WorkType | null {
  if (!workType || !Object.hasOwn(WORK_TYPES, workType)) return null;
  return WORK_TYPES[workType] ?? null;
}

/** The nine dashboard tiles of doc 001 §2, in its order, with the stats key each counts (§4). */
export const DASHBOARD_TILES = [
  { label: 'All Applications', to: '/work/all-applications', stat: 'all' },
  { label: 'Pending Applications', to: '/work/pending-applications', stat: 'pending' },
  { label: 'Disapproved Applications', to: '/work/declined-applications', stat: 'declined' },
  { label: 'Pending Allotted Work', to: '/work/allotted-work', stat: 'accepted' },
  { label: 'Pending Review', to: '/work/submitted-work', stat: 'pending review' },
  { label: 'Re-Work', to: '/work/rework', stat: 'rework' },
  { label: 'Approved Work', to: '/work/approved-work', stat: 'approved' },
  { label: 'Final submission Work', to: '/work/final-submission-work', stat: 'final submission' },
  { label: 'Completed Work', to: '/work/final-posted-work', stat: 'final posted' },
] as const;
