import { z } from 'zod';
import { TRANSITION_DONE } from './admin-applications-messages.ts';
import { campaignWire } from './campaigns.ts';
import {
  APPLICATION_PAYMENT_STATUSES,
  APPLICATION_STATUSES,
  BUDGET_TYPES,
  DISCLOSURES,
  REASON_CODES,
  REASON_CODES_FOR,
  type ReasonCode,
  STAFF_TRANSITIONS,
  type StaffTransition,
} from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { REASON_MESSAGES } from './reason-messages.ts';
import * as route from './routes/admin-applications.ts';

/** The staff console's application texts (ours; design §5). */
export const ADMIN_APPLICATION_MESSAGES = {
  listed: 'Applications fetched successfully',
  fetched: 'Application fetched successfully',
  notFound: 'We could not find this application.',
  finalAmountRequired: 'Enter the final amount to accept this application.',
  finalAmount: 'The final amount must be a whole number of rupees above zero.',
  to: `to must be one of: ${STAFF_TRANSITIONS.join(', ')}.`,
  bulkTo: 'Bulk changes can only accept or decline applications.',
  bulkIds: 'Choose between 1 and 100 applications.',
  id: 'The application id is not valid.',
  status: `status must be one of: ${APPLICATION_STATUSES.join(', ')}.`,
  taskId: 'taskId must be a campaign id or a campaign code such as CMP-000123.',
  uuid: 'must be a valid id',
} as const;

export { TRANSITION_DONE };
export const moved = (to: StaffTransition) => TRANSITION_DONE[to];
export const bulkMoved = (ok: number, total: number) => `${ok} of ${total} applications updated.`;

export const BULK_TRANSITIONS = ['accepted', 'declined'] as const;
export const BULK_MAX_IDS = 100;

const blank = (v: unknown) => (typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v);
const uuidFilter = z.preprocess(blank, z.uuid({ error: ADMIN_APPLICATION_MESSAGES.uuid }).optional());

export const adminApplicationListQuery = z.object({
  ...pageQuery(20),
  status: z.preprocess(
    blank,
    z.enum(APPLICATION_STATUSES, { error: ADMIN_APPLICATION_MESSAGES.status }).optional(),
  ),
  taskId: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(
        /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|CMP-\d{1,12})$/i,
        ADMIN_APPLICATION_MESSAGES.taskId,
      )
      .optional(),
  ),
  influencerId: uuidFilter,
  brandId: uuidFilter,
});

const followerSummary = z.object({
  platform_name: z.string(),
  user_name: z.string(),
  followers: z.string(),
  profile_url: z.string(),
});

export const adminApplicationListItem = z.object({
  _id: z.uuid(),
  /** 'APP-' and the first 8 hex characters of the id. */
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  influencer: z.object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    mobile_number: z.string(),
    followers: z.array(followerSummary),
  }),
  campaign: z.object({
    _id: z.uuid(),
    campaign_id: z.string(),
    event_name: z.string(),
    campaign_title: z.string(),
    budget_type: z.enum(BUDGET_TYPES),
    fixed_price: z.number().int().nullable(),
    submissionDeadline: z.string().nullable(),
    brand: z.object({ _id: z.uuid(), name: z.string() }),
  }),
  quote_asking_amount: z.number().int(),
  note: z.string(),
  final_amount: z.number().int().nullable(),
  paymentStatus: z.enum(APPLICATION_PAYMENT_STATUSES),
  applyDate: z.string(),
  acceptedDate: z.string().nullable(),
  submissionDate: z.string().nullable(),
  reworkDate: z.string().nullable(),
  reworkReason: z.string().nullable(),
  approvalDate: z.string().nullable(),
  finalSubmissionDate: z.string().nullable(),
  completionDate: z.string().nullable(),
  paidDate: z.string().nullable(),
  updatedAt: z.string(),
  /** The moves a staff member can make from the current status: the console's buttons. */
  allowedTransitions: z.array(z.enum(STAFF_TRANSITIONS)),
});
export type AdminApplicationListItem = z.infer<typeof adminApplicationListItem>;

const reviewFile = z.object({
  _id: z.uuid(),
  /** Signed, expiring URL. */
  fileUrl: z.string(),
  name: z.string(),
  /** Lets the console preview images and videos. */
  contentType: z.string(),
  size: z.number().int(),
});

const itemTarget = {
  platformId: z.uuid(),
  platform_name: z.string(),
  deliverableId: z.uuid(),
  content_type: z.string(),
};

export const adminApplicationDetail = z.object({
  application: adminApplicationListItem,
  influencer: z.object({
    _id: z.uuid(),
    name: z.string(),
    email: z.string(),
    mobile_number: z.string(),
    city: z.string(),
    state: z.string(),
    country: z.string(),
    portfolio_link: z.string(),
    description: z.string(),
    niche: z.array(z.string()),
    social_platform: z.array(followerSummary.extend({ type: z.string() })),
  }),
  campaign: campaignWire,
  /** Every work version, newest first. */
  work_versions: z.array(
    z.object({
      _id: z.uuid(),
      version: z.number().int(),
      submittedAt: z.string(),
      items: z.array(z.object({ ...itemTarget, notes: z.string().nullable(), files: z.array(reviewFile) })),
    }),
  ),
  /** Every post-details version, newest first. */
  post_submissions: z.array(
    z.object({
      _id: z.uuid(),
      version: z.number().int(),
      submittedAt: z.string(),
      items: z.array(
        z.object({
          ...itemTarget,
          task_link: z.string(),
          task_proof: reviewFile.nullable(),
          /** The declared disclosure, or null: "no disclosure declared" (issue 15). */
          disclosure: z.enum(DISCLOSURES).nullable(),
          /** false: the link is not on the deliverable's platform; null when that cannot be told. */
          linkOnPlatform: z.boolean().nullable(),
        }),
      ),
    }),
  ),
  history: z.array(
    z.object({
      from: z.enum(APPLICATION_STATUSES).nullable(),
      to: z.enum(APPLICATION_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      actor: z.object({
        kind: z.enum(['influencer', 'staff', 'system']),
        _id: z.uuid().nullable(),
        name: z.string(),
      }),
    }),
  ),
});
export type AdminApplicationDetail = z.infer<typeof adminApplicationDetail>;

const idParams = z.object({ id: z.uuid({ error: ADMIN_APPLICATION_MESSAGES.id }) });

export const adminListApplications = defineOperation({
  ...route.adminListApplications,
  summary: 'Applications (brand staff see their brands only)',
  tags: ['admin'],
  query: adminApplicationListQuery,
  response: paginatedEnvelope(adminApplicationListItem),
});

export const adminGetApplication = defineOperation({
  ...route.adminGetApplication,
  summary: 'One application with its creator, campaign, work versions, post details and history',
  tags: ['admin'],
  params: idParams,
  response: envelope(adminApplicationDetail),
});

/** A reason code of the other decision (rework's for a decline, or the reverse) is refused (issue 26 D). */
function reasonFitsDecision(body: { to: string; reasonCode?: ReasonCode | undefined }, ctx: z.RefinementCtx) {
  const { to, reasonCode } = body;
  if (!reasonCode || (to !== 'declined' && to !== 'rework')) return;
  if ((REASON_CODES_FOR[to] as readonly ReasonCode[]).includes(reasonCode)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['reasonCode'],
    message: to === 'declined' ? REASON_MESSAGES.notForDecline : REASON_MESSAGES.notForRework,
  });
}

export const adminTransitionBody = z
  .object({
    to: z.enum(STAFF_TRANSITIONS, { error: ADMIN_APPLICATION_MESSAGES.to }),
    /**
     * Why (issue 15): declining and rework need a reason, a reasonCode or both; the creator sees both.
     * Kept as the history note otherwise.
     */
    reason: z.string().max(2000, 'The reason is at most 2000 characters.').optional(),
    reasonCode: z.enum(REASON_CODES, { error: REASON_MESSAGES.code }).optional(),
    /** For accepted; defaults to the creator's quote, else the campaign's fixed price. */
    final_amount: z.coerce
      .number({ error: ADMIN_APPLICATION_MESSAGES.finalAmount })
      .int(ADMIN_APPLICATION_MESSAGES.finalAmount)
      .positive(ADMIN_APPLICATION_MESSAGES.finalAmount)
      .max(100_000_000, ADMIN_APPLICATION_MESSAGES.finalAmount)
      .optional(),
  })
  .superRefine(reasonFitsDecision);

export const adminTransitionApplication = defineOperation({
  ...route.adminTransitionApplication,
  summary: 'Accept, decline, request rework, approve, or confirm the posts are live',
  tags: ['admin'],
  params: idParams,
  body: adminTransitionBody,
  response: envelope(adminApplicationListItem),
});

export const adminBulkTransitionBody = z
  .object({
    ids: z
      .array(z.uuid({ error: ADMIN_APPLICATION_MESSAGES.id }), { error: ADMIN_APPLICATION_MESSAGES.bulkIds })
      .min(1, ADMIN_APPLICATION_MESSAGES.bulkIds)
      .max(BULK_MAX_IDS, ADMIN_APPLICATION_MESSAGES.bulkIds),
    to: z.enum(BULK_TRANSITIONS, { error: ADMIN_APPLICATION_MESSAGES.bulkTo }),
    /** For declined: one reason for all (a reason, a code or both). */
    reason: z.string().max(2000, 'The reason is at most 2000 characters.').optional(),
    reasonCode: z.enum(REASON_CODES, { error: REASON_MESSAGES.code }).optional(),
  })
  .superRefine(reasonFitsDecision);

export const adminBulkTransition = defineOperation({
  ...route.adminBulkTransition,
  summary: 'Accept or decline up to 100 applications; each succeeds or fails on its own',
  tags: ['admin'],
  body: adminBulkTransitionBody,
  response: envelope(z.array(z.object({ id: z.uuid(), ok: z.boolean(), message: z.string() }))),
});
