import { z } from 'zod';
import { campaignWire } from './campaigns.ts';
import { MAX_INVITATION_MESSAGE_LENGTH, MAX_INVITATIONS_PER_CALL, MAX_QUOTE_AMOUNT } from './constants.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { INVITATION_SKIP_REASONS, INVITATION_STATUSES } from './invitation-enums.ts';
import { INVITATION_MESSAGES } from './invitations-messages.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/invitations.ts';

export { INVITATION_SKIP_LABELS, INVITATION_STATUS_LABELS } from './invitations-messages.ts';
export { INVITATION_MESSAGES };

const offerAmount = z
  .number({ error: INVITATION_MESSAGES.offerAmount })
  .int(INVITATION_MESSAGES.offerAmount)
  .min(1, INVITATION_MESSAGES.offerAmount)
  .max(MAX_QUOTE_AMOUNT, INVITATION_MESSAGES.offerAmount);

export const inviteBody = z.object({
  influencerIds: z
    .array(z.uuid({ error: INVITATION_MESSAGES.influencerId }), { error: INVITATION_MESSAGES.influencerIds })
    .min(1, INVITATION_MESSAGES.influencerIds)
    .max(MAX_INVITATIONS_PER_CALL, INVITATION_MESSAGES.influencerIds),
  /** Whole rupees for each creator; the campaign's fixed price when left out. */
  offerAmount: offerAmount.optional(),
  message: z
    .string()
    .trim()
    .max(
      MAX_INVITATION_MESSAGE_LENGTH,
      `The message must be at most ${MAX_INVITATION_MESSAGE_LENGTH} characters.`,
    )
    .optional(),
  /** When the creators must answer by; 72 hours from now (or the submission deadline, if sooner) when left out. */
  respondBy: z.iso.datetime({ offset: true, error: INVITATION_MESSAGES.respondBy }).optional(),
});

export const inviteResult = z.object({
  created: z.number().int().describe('How many creators were invited by this call'),
  invitationIds: z.array(z.uuid()),
  skipped: z.array(
    z.object({ influencerId: z.string(), reason: z.enum(INVITATION_SKIP_REASONS), label: z.string() }),
  ),
});

export const inviteCreators = defineOperation({
  ...route.inviteCreators,
  summary:
    'Invite creators to a campaign with an offer (design §15). Never invites a creator twice; each skip says why.',
  tags: ['invitations'],
  params: z.object({ id: z.uuid({ error: INVITATION_MESSAGES.campaignNotFound }) }),
  body: inviteBody,
  response: envelope(inviteResult),
});

const invitationFields = {
  _id: z.uuid(),
  offerAmount: z.number().int(),
  message: z.string(),
  respondBy: z.string().describe('ISO 8601'),
  status: z.enum(INVITATION_STATUSES),
  /** The creator's reason, when they declined with one. */
  declineReason: z.string().nullable(),
  respondedAt: z.string().nullable(),
  /** The work the invitation became, once accepted. */
  applicationId: z.uuid().nullable(),
  createdAt: z.string(),
};

/** A creator's invitation: the campaign card, the offer and the time left (design §15). */
export const myInvitation = z.object({ ...invitationFields, task: campaignWire });
export type MyInvitation = z.output<typeof myInvitation>;

export const listMyInvitations = defineOperation({
  ...route.listMyInvitations,
  summary: "The creator's invitations, waiting ones first (soonest to run out), then the rest, newest first",
  tags: ['invitations'],
  query: z.object({ status: z.enum(INVITATION_STATUSES).optional(), ...pageQuery(20) }),
  response: paginatedEnvelope(myInvitation),
});

const invitationIdParams = z.object({ id: z.uuid({ error: INVITATION_MESSAGES.notFound }) });

export const acceptInvitation = defineOperation({
  ...route.acceptInvitation,
  summary:
    'Accept an invitation: the application starts accepted at the offered amount. A repeat answers the same.',
  tags: ['invitations'],
  params: invitationIdParams,
  response: envelope(myInvitation),
});

export const declineInvitation = defineOperation({
  ...route.declineInvitation,
  summary:
    'Decline an invitation, with a reason if the creator wants to give one. A repeat answers the same.',
  tags: ['invitations'],
  params: invitationIdParams,
  // No body at all is fine (a bare decline); an empty one too.
  body: z
    .object({ reason: z.string().trim().max(500, INVITATION_MESSAGES.reasonLength).optional() })
    .nullish(),
  response: envelope(myInvitation),
});

/** An invitation as the brand sees it on its campaign. */
export const campaignInvitation = z.object({
  ...invitationFields,
  influencer: z.object({ _id: z.uuid(), name: z.string(), profileImage: z.string().nullable() }),
});
export type CampaignInvitation = z.output<typeof campaignInvitation>;

export const listCampaignInvitations = defineOperation({
  ...route.listCampaignInvitations,
  summary: "A campaign's invitations and their states (an addition to design §15: brands see each one)",
  tags: ['invitations'],
  params: z.object({ id: z.uuid({ error: INVITATION_MESSAGES.campaignNotFound }) }),
  query: z.object({ status: z.enum(INVITATION_STATUSES).optional(), ...pageQuery(50) }),
  response: paginatedEnvelope(campaignInvitation),
});
