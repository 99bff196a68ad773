/*
 * In-app paths of the pages where a person acts on something, zod-free (ADR 015): the web's buttons
 * and the API's notification links and e-mails use the same ones, so a link always opens the page the
 * button would.
 */

/** A creator's work item: its application id, its campaign ("task") id and its status. */
export interface WorkRef {
  applicationId: string;
  campaignId: string;
  status: string;
}

/** The creator's page for a work item by status (doc 001 §2 table); the campaign page otherwise. */
export function creatorWorkPath(item: WorkRef): string {
  switch (item.status.toLowerCase()) {
    case 'pending review':
      return `/work/pending-review/${item.campaignId}`;
    case 'rework':
      return `/work/rework-details/${item.applicationId}`;
    case 'approved':
      return `/work/approved-details/${item.applicationId}`;
    case 'final posted':
      return `/work/final-posted/${item.campaignId}`;
    case 'final submission':
    case 'completed':
      return `/work/completed-details/${item.applicationId}`;
    case 'accepted':
      return `/work/details/${item.campaignId}`;
    default:
      return creatorCampaignPath(item.campaignId);
  }
}

export const creatorCampaignPath = (campaignId: string) => `/campaigns/${campaignId}`;
export const creatorPaymentsPath = '/payment';
export const creatorNotificationsPath = '/notifications';
/** The creator's invitations from brands (design §15). */
export const creatorInvitationsPath = '/invitations';

/** The creator's agreement of one application: read, sign or decline (design §16). */
export const creatorAgreementPath = (applicationId: string) => `/work/agreement/${applicationId}`;
/** The public page that checks a signed PDF (design §16). */
export const verifyPath = '/verify';

export const staffApplicationPath = (applicationId: string) => `/admin/applications/${applicationId}`;
export const staffReviewPath = (applicationId: string) => `/admin/reviews/${applicationId}`;
export const staffCampaignApplicationsPath = (campaignId: string) =>
  `/admin/applications?status=pending&taskId=${encodeURIComponent(campaignId)}`;
export const staffPayoutsPath = '/admin/payouts';
/** A campaign's invitations and their states, in the console (design §15). */
export const staffCampaignInvitationsPath = (campaignId: string) =>
  `/admin/campaigns/${campaignId}/invitations`;
export const staffNotificationsPath = '/admin/notifications';
