import type { ApplicationStatus } from '@ih/contract/enums';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';

/** A work list: its title and the status it asks the API for (none: every application). */
export interface WorkType {
  /** In the reader's language. */
  title: string;
  status?: ApplicationStatus;
}

interface WorkTypeEntry {
  title: MessageDescriptor;
  status?: ApplicationStatus;
}

/**
 * The work types and titles of doc 001 §2, with the status each lists (doc 001 §4 dashboard
 * mapping). 'pending-work' lists pending applications like the dashboard's 'Pending Work' tile;
 * 'declined-work' is the 'Decline Work' target that has no tile.
 */
const WORK_TYPES: Record<string, WorkTypeEntry> = {
  'all-applications': { title: msg`All Applications` },
  'pending-applications': { title: msg`Pending Applications`, status: 'pending' },
  'declined-applications': { title: msg`Declined Applications`, status: 'declined' },
  'declined-work': { title: msg`Decline Work`, status: 'declined' },
  'allotted-work': { title: msg`Allotted Work`, status: 'accepted' },
  'pending-work': { title: msg`Pending Work`, status: 'pending' },
  'submitted-work': { title: msg`Pending Review`, status: 'pending review' },
  rework: { title: msg`Re-Work`, status: 'rework' },
  'approved-work': { title: msg`Approved Final Work`, status: 'approved' },
  'final-posted-work': { title: msg`Completed Work`, status: 'final posted' },
  'final-submission-work': { title: msg`Final submission Work`, status: 'final submission' },
};

export function workTypeOf(workType: string | undefined): WorkType | null {
  if (!workType || !Object.hasOwn(WORK_TYPES, workType)) return null;
  const type = WORK_TYPES[workType];
  return type ? { ...type, title: i18n._(type.title) } : null;
}

/** The nine dashboard tiles of doc 001 §2, in its order, with the stats key each counts (§4). */
export const DASHBOARD_TILES = [
  { label: msg`All Applications`, to: '/work/all-applications', stat: 'all' },
  { label: msg`Pending Applications`, to: '/work/pending-applications', stat: 'pending' },
  { label: msg`Disapproved Applications`, to: '/work/declined-applications', stat: 'declined' },
  { label: msg`Pending Allotted Work`, to: '/work/allotted-work', stat: 'accepted' },
  { label: msg`Pending Review`, to: '/work/submitted-work', stat: 'pending review' },
  { label: msg`Re-Work`, to: '/work/rework', stat: 'rework' },
  { label: msg`Approved Work`, to: '/work/approved-work', stat: 'approved' },
  { label: msg`Final submission Work`, to: '/work/final-submission-work', stat: 'final submission' },
  { label: msg`Completed Work`, to: '/work/final-posted-work', stat: 'final posted' },
] as const;
