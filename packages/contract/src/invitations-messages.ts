import {
  CURRENCY_SYMBOL,
  INVITATION_RESPOND_HOURS,
  MAX_INVITATIONS_PER_CALL,
  MAX_QUOTE_AMOUNT,
} from './constants.ts';
import type { InvitationSkipReason, InvitationStatus } from './invitation-enums.ts';

/** What the invitation calls and pages say (design §15), in one place for the API and the web. */
export const INVITATION_MESSAGES = {
  listed: 'Invitations fetched successfully',
  campaignListed: "The campaign's invitations fetched successfully",
  notFound: 'We could not find this invitation.',
  campaignNotFound: 'We could not find this campaign.',
  invited: (created: number, skipped: number) =>
    `${created === 1 ? '1 creator invited' : `${created} creators invited`}${skipped ? `; ${skipped} skipped (see why below)` : ''}.`,
  influencerIds: `Choose between 1 and ${MAX_INVITATIONS_PER_CALL} creators to invite.`,
  influencerId: 'Each creator must be given by their id.',
  offerAmount: `The offer must be a whole number of rupees from 1 to ${CURRENCY_SYMBOL}${MAX_QUOTE_AMOUNT.toLocaleString('en-IN')}.`,
  offerNeeded:
    'This campaign has no fixed price (creators quote for it), so say what you offer each creator.',
  respondBy: 'The answer-by time must be a date and time (ISO 8601).',
  respondByPast: 'The answer-by time must be in the future.',
  respondByAfterDeadline: (deadline: string) =>
    `The answer-by time must be before the campaign's submission deadline (${deadline}), or the creator could not deliver.`,
  campaignClosed: 'This campaign is not active, so nobody can be invited to it. Make it active first.',
  deadlinePassed: "This campaign's submission deadline has passed. Extend it first to invite creators.",
  accepted: 'Invitation accepted. The work is yours: upload it before the submission deadline.',
  declined: 'Invitation declined. The brand has been told.',
  answered: (status: InvitationStatus) => `This invitation was already ${status}.`,
  expired: `This invitation has run out: the brand asked for an answer by its answer-by time (${INVITATION_RESPOND_HOURS} hours unless they said otherwise).`,
  noLongerOpen:
    'This campaign is no longer taking creators (it was closed or its deadline passed), so the invitation cannot be accepted.',
  alreadyApplied: 'You have already applied for this campaign; your application is on your Work page.',
  reasonLength: 'Keep the reason under 500 characters.',
} as const;

/** The sentence beside each skipped creator of a bulk invitation. */
export const INVITATION_SKIP_LABELS: Record<InvitationSkipReason, string> = {
  'already-invited': 'Already invited to this campaign',
  applied: 'Already applied for this campaign',
  'not-discoverable': 'Has chosen not to be found by brands',
  suspended: 'Account suspended',
  'not-found': 'No such creator',
};

/** How each state reads on the creator's and the brand's pages. */
export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Ran out',
};

/** The web's texts for invitations that the API does not send. */
export const INVITATION_TEXT = {
  title: 'Invitations',
  listFailed: 'Failed to fetch your invitations',
  acceptFailed: 'Could not accept the invitation. Please try again.',
  declineFailed: 'Could not decline the invitation. Please try again.',
  empty: 'No invitations yet',
  emptyDescription:
    'When a brand invites you to a campaign, its offer appears here. Brands find you by your niches, platforms and city.',
  waitingHeading: 'Waiting for your answer',
  answeredHeading: 'Answered and closed',
  accept: 'Accept',
  accepting: 'Accepting...',
  decline: 'Decline',
  declining: 'Declining...',
  declineTitle: 'Decline this invitation?',
  declineBody: 'The brand is told you said no. A reason helps them, but you do not have to give one.',
  reasonLabel: 'Reason (optional)',
  openWork: 'Open your work',
  viewCampaign: 'View campaign',
  offer: 'Offer',
  answerBy: 'Answer by',
  waitingBadge: 'Waiting for you',
  fromBrand: 'Message from the brand',
  dashboardTile: (n: number) =>
    n === 1
      ? 'A brand has invited you to a campaign. Answer before the time runs out.'
      : `${n} brand invitations are waiting for your answer. Answer before the time runs out.`,
  noPenalty: 'An invitation you leave unanswered simply closes; it never counts against you.',
} as const;
