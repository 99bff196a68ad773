/** The fields of a work item that decide where its View button goes. */
export interface RoutableWork {
  _id: string;
  taskId: string;
  status: string;
  campaign: { _id: string };
}

/** Marks the one status whose page needs the item loaded first (doc 001 §2: pending review). */
export type ViewTarget = { path: string; carryItem: boolean };

/** The View button's destination by the item's status (doc 001 §2 table). */
export function viewTargetFor(item: RoutableWork): ViewTarget {
  const status = item.status.toLowerCase();
  switch (status) {
    case 'pending review':
      return { path: `/work/pending-review/${item.taskId}`, carryItem: true };
    case 'rework':
      return { path: `/work/rework-details/${item._id}`, carryItem: false };
    case 'approved':
      return { path: `/work/approved-details/${item._id}`, carryItem: false };
    case 'final posted':
      return { path: `/work/final-posted/${item.taskId}`, carryItem: false };
    case 'final submission':
    case 'completed':
      return { path: `/work/completed-details/${item._id}`, carryItem: false };
    case 'accepted':
      return { path: `/work/details/${item.taskId}`, carryItem: false };
    default:
      return { path: campaignPath(item), carryItem: false };
  }
}

export const campaignPath = (item: { campaign: { _id: string } }) => `/campaigns/${item.campaign._id}`;
