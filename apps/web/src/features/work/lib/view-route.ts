import { creatorCampaignPath, creatorWorkPath } from '@ih/contract/links';
import { t } from '@lingui/core/macro';

/** The fields of a work item that decide where its View button goes. */
export interface RoutableWork {
  _id: string;
  taskId: string;
  status: string;
  campaign: { _id: string };
}

/** Marks the one status whose page needs the item loaded first (doc 001 §2: pending review). */
export type ViewTarget = { path: string; carryItem: boolean };

/** The View button's destination by the item's status (doc 001 §2 table; the contract's links). */
export function viewTargetFor(item: RoutableWork): ViewTarget {
  const status = item.status.toLowerCase();
  const path = creatorWorkPath({ applicationId: item._id, campaignId: item.taskId, status });
  // The pending-review page reads the item it was handed; the others load their own. A status with
  // no work page of its own goes to the campaign.
  const own = path !== creatorCampaignPath(item.taskId);
  return { path: own ? path : campaignPath(item), carryItem: status === 'pending review' };
}

export const campaignPath = (item: { campaign: { _id: string } }) => creatorCampaignPath(item.campaign._id);

/** The upload page of a work item (doc 001 §2: /work/upload/{workId}, found by taskId or _id). */
export const uploadPath = (id: string) => `/work/upload/${id}`;

/** What a row's second button offers: the upload of allotted work, or the resubmission of rework. */
export interface NextStep {
  kind: 'upload' | 'resubmit';
  /** In the reader's language. */
  label: string;
  path: string;
}

/**
 * The step the creator takes next on an accepted or rework item (doc 001 §2: 'Upload Your Work' on
 * the work details, 'Resubmit Work' on the rework details, both to the upload page); none otherwise.
 */
export function nextStepFor(item: RoutableWork): NextStep | null {
  switch (item.status.toLowerCase()) {
    case 'accepted':
      return { kind: 'upload', label: t`Upload Your Work`, path: uploadPath(item.taskId) };
    case 'rework':
      return { kind: 'resubmit', label: t`Resubmit Work`, path: uploadPath(item._id) };
    default:
      return null;
  }
}
