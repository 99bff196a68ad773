import { t } from '@lingui/core/macro';

/**
 * The work pages' texts, word for word from doc 001 §2, §5, §8 and §9. Each is read in the reader's
 * language at the moment it is used (a getter), so read them while rendering or acting, never into a
 * module-level constant.
 */
export const WORK_TEXT = {
  get invalidWorkType() {
    return t`Invalid Work Type`;
  },
  get backToWork() {
    return t`Back to Work`;
  },
  get noFilterMatch() {
    return t`No items match the selected filters.`;
  },
  get noAllotted() {
    return t`No allotted work found.`;
  },
  // List loads: the server's message, else these (doc 001 §8).
  get fetchWorkFailed() {
    return t`Failed to fetch work data`;
  },
  get fetchAllottedFailed() {
    return t`Failed to fetch allotted work`;
  },
  get fetchWorkDetailsFailed() {
    return t`Failed to fetch work details`;
  },
  get fetchReworkFailed() {
    return t`Failed to fetch rework data`;
  },
  get fetchApprovedFailed() {
    return t`Failed to fetch approved work data`;
  },
  get fetchCompletedFailed() {
    return t`Failed to fetch completed work data`;
  },
  get fetchWorkOneFailed() {
    return t`Failed to fetch work`;
  },
  get reworkNotFound() {
    return t`Rework details not found`;
  },
  get approvedNotFound() {
    return t`Approved work details not found`;
  },
  get completedNotFound() {
    return t`Completed work details not found`;
  },
  get workNotFound() {
    return t`Work not found`;
  },
  get workIdRequired() {
    return t`Work ID is required`;
  },
  get taskIdRequired() {
    return t`Task ID is required`;
  },
  get noPendingReview() {
    return t`No pending review data found`;
  },
  get noFeedback() {
    return t`No specific feedback provided. Please review the requirements and resubmit your work.`;
  },
  get previewUnavailable() {
    return t`Preview not available for this file type`;
  },
  get openInNewTab() {
    return t`Open in New Tab`;
  },
  get noPostDetails() {
    return t`Please add at least one post link or screenshot before submitting.`;
  },
  get workSubmitted() {
    return t`Work submitted successfully!`;
  },
  get postSubmitted() {
    return t`Post details submitted successfully!`;
  },
  get submitWorkFailed() {
    return t`Failed to submit work`;
  },
  get submitPostFailed() {
    return t`Failed to submit post details`;
  },
  get downloadStarted() {
    return t`Download Started`;
  },
  get downloadFailedTitle() {
    return t`Download Failed`;
  },
  get downloadFailed() {
    return t`Failed to download the file. Please try again.`;
  },
  get notAvailable() {
    return t`N/A`;
  },
};

/** Defaults for missing values (doc 001 §9). */
export const WORK_DEFAULTS = {
  get campaignType() {
    return t`Awareness`;
  },
  /** A status word: shown through the status labels (components/ui/status-badge.tsx). */
  paymentStatus: 'pending',
  get duration() {
    return t`N.A`;
  },
  reviewDimension: '1000x1080',
  reviewFormat: 'jpg / png',
  get format() {
    return t`Any`;
  },
};
