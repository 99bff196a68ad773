import { z } from 'zod';
import { campaignWire } from './campaigns.ts';
import { DATA_URL_BODY_LIMIT } from './constants.ts';
import {
  APPLICATION_PAYMENT_STATUSES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  DISCLOSURES,
  REASON_CODES,
} from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { isWorkTaskId } from './patterns.ts';
import { PAYOUT_STATUSES } from './payout-enums.ts';
import { PAYOUT_STATES } from './payout-terms.ts';
import * as route from './routes/work.ts';
import { WORK_MESSAGES } from './work-messages.ts';

export { WORK_MESSAGES };

/** 'completed' is what the documents call final submission when opening a list (doc 001 §4). */
export const WORK_LIST_STATUSES = [...APPLICATION_STATUSES, 'completed'] as const;

/** A readable code for an application: 'APP-' and the first 8 hex characters of its id. */
export const applicationCode = (id: string) => `APP-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;

const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && (v.trim() === '' || v === 'all') ? undefined : v;
const isoDate = z.preprocess(
  blankToUndefined,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: WORK_MESSAGES.date }).optional(),
);

export const workListQuery = z
  .object({
    ...pageQuery(10),
    status: z.preprocess(
      blankToUndefined,
      z
        .enum(WORK_LIST_STATUSES, { error: WORK_MESSAGES.status })
        .optional()
        .transform((s): ApplicationStatus | undefined => (s === 'completed' ? 'final submission' : s)),
    ),
    /** A campaign uuid or code (or the application's own id): the caller's application as data[0], or nothing. */
    taskId: z.preprocess(
      blankToUndefined,
      z.string().trim().refine(isWorkTaskId, WORK_MESSAGES.taskId).optional(),
    ),
    paymentStatus: z.preprocess(
      blankToUndefined,
      z.enum(APPLICATION_PAYMENT_STATUSES, { error: WORK_MESSAGES.paymentStatus }).optional(),
    ),
    /** Filter on the final posted date, for the payments page. */
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((q) => !q.startDate || !q.endDate || q.endDate.slice(0, 10) >= q.startDate.slice(0, 10), {
    message: WORK_MESSAGES.dateOrder,
    path: ['endDate'],
  });

const workFile = z.object({
  _id: z.uuid(),
  /** Signed, expiring URL (about an hour). */
  fileUrl: z.string(),
  name: z.string(),
  contentType: z.string(),
});

export const workTaskDetails = z.array(
  z.object({
    platformId: z.uuid(),
    deliverables: z.array(
      z.object({
        /** The campaign deliverable's id. */
        deliverableType: z.uuid(),
        notes: z.string().nullable(),
        files: z.array(workFile),
      }),
    ),
  }),
);

export const postTaskDetails = z.array(
  z.object({
    platformId: z.uuid(),
    deliverables: z.array(
      z.object({
        deliverableType: z.uuid(),
        task_link: z.string(),
        /** Signed URL of the screenshot, or '' when none was sent. */
        task_proof: z.string(),
        /** The disclosure the creator declared, or null ("no disclosure declared"). */
        disclosure: z.enum(DISCLOSURES).nullable(),
        /** Whether the link is on the deliverable's platform; null when unknown or no link. */
        linkOnPlatform: z.boolean().nullable(),
      }),
    ),
  }),
);

/** The Work item of doc 001 §3, plus the versions and history our pages show. */
export const workItem = z.object({
  _id: z.uuid(),
  /** The campaign's id. */
  taskId: z.uuid(),
  applicationId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  applyDate: z.string(),
  submissionDate: z.string().nullable(),
  finalSubmissionDate: z.string().nullable(),
  approvalDate: z.string().nullable(),
  /** When the posts were confirmed live (final posted). */
  completionDate: z.string().nullable(),
  reworkReason: z.string().nullable(),
  reworkDate: z.string().nullable(),
  quote_asking_amount: z.number().int(),
  quote_final_amount: z.number().int().nullable(),
  final_amount: z.number().int().nullable(),
  paymentStatus: z.enum(APPLICATION_PAYMENT_STATUSES),
  /** The day the payout is promised for (Asia/Kolkata, YYYY-MM-DD), once the post is live; else null. */
  payoutDueDate: z.string().nullable(),
  payoutState: z.enum(PAYOUT_STATES).nullable(),
  /** When a silent brand team's decision will be taken automatically, or null. */
  autoDecisionAt: z.string().nullable(),
  agreedAmount: z
    .number()
    .int()
    .nullable()
    .describe(
      'The fee agreed when the application was accepted (the same as final_amount), whole rupees; null until then (issue 26)',
    ),
  netAmount: z
    .number()
    .nullable()
    .describe(
      "What reached the creator for this work once paid: its share of the payment's net (gross + GST − TDS), in rupees (paise only where GST brings them); null until a payment is recorded, and while a provider's payout is still on its way",
    ),
  /** Design §18: where its payment's payout stands (`manual`: sent outside the product); null until paid. */
  payoutStatus: z.enum(PAYOUT_STATUSES).nullable(),
  /** The bank's transfer reference once a provider's payout is processed, else null. */
  utr: z.string().nullable(),
  /** Messages from the brand team the creator has not read yet (issue 15). */
  unreadMessages: z.number().int(),
  /** The creator's note sent with the application or quote. */
  note: z.string(),
  campaign: campaignWire,
  /** The latest work version. */
  task_details: workTaskDetails,
  /** Earlier work versions, newest first. */
  previous_versions: z.array(
    z.object({ version: z.number().int(), submittedAt: z.string(), task_details: workTaskDetails }),
  ),
  /** The latest post-details version. */
  post_details: postTaskDetails,
  history: z.array(
    z.object({
      from: z.enum(APPLICATION_STATUSES).nullable(),
      to: z.enum(APPLICATION_STATUSES),
      at: z.string(),
      note: z.string().nullable(),
      /** Why staff declined or asked for rework (issue 15), with the note as its text. */
      reasonCode: z.enum(REASON_CODES).nullable(),
    }),
  ),
});
export type WorkItem = z.infer<typeof workItem>;

export const listWork = defineOperation({
  ...route.listWork,
  summary: "The creator's applications and work, newest first",
  tags: ['work'],
  query: workListQuery,
  response: paginatedEnvelope(workItem),
});

/** The application's campaign id or the application's own id; both are accepted (doc 001 §2). */
const taskIdField = z
  .string({ error: WORK_MESSAGES.taskIdRequired })
  .trim()
  .min(1, WORK_MESSAGES.taskIdRequired)
  .max(64, WORK_MESSAGES.taskId);
/** Ids arrive from the web app's state; anything else is answered with a clear 400 by the service. */
const idText = z.string().trim().max(64);
const MAX_ENTRIES = 50;

export const workSubmissionBody = z.object({
  taskId: taskIdField,
  task_details: z
    .array(
      z.object({
        platformId: idText,
        deliverables: z
          .array(
            z.object({
              /**
               * The campaign deliverable's `_id`, or its `deliverableType._id` when the campaign has
               * one deliverable of that type. Blank or missing: the entry is skipped (doc 001 §5).
               */
              deliverableType: idText.nullish(),
              notes: z.string().max(5000, 'Notes are at most 5000 characters.').nullish(),
              /** One of our file URLs (POST /v1/files) or a base64 data URL. */
              files: z
                .array(z.object({ fileUrl: z.string({ error: WORK_MESSAGES.fileUrl }) }))
                .max(MAX_ENTRIES, WORK_MESSAGES.tooManyEntries)
                .default([]),
            }),
          )
          .max(MAX_ENTRIES, WORK_MESSAGES.tooManyEntries)
          .default([]),
      }),
    )
    .max(MAX_ENTRIES, WORK_MESSAGES.tooManyEntries)
    .default([]),
});

export const submitWork = defineOperation({
  ...route.submitWork,
  // Work files and screenshots may arrive as base64 data URLs inside the JSON (doc 001 §3).
  bodyLimit: DATA_URL_BODY_LIMIT,
  summary: 'Submit work (from accepted or rework); each call adds a version',
  tags: ['work'],
  body: workSubmissionBody,
  response: envelope(z.object({ version: z.number().int() })),
});

export const postSubmissionBody = z.object({
  taskId: taskIdField,
  task_details: z
    .array(
      z.object({
        platformId: idText,
        deliverables: z
          .array(
            z.object({
              deliverableType: idText.nullish(),
              task_link: z.string().max(2048, WORK_MESSAGES.postLink).nullish(),
              /** A data URL, one of our file URLs, or ''. */
              task_proof: z.string().nullish(),
              /** An addition to the documents (issue 15): the disclosure label the post carries. */
              disclosure: z.enum(DISCLOSURES, { error: WORK_MESSAGES.disclosure }).nullish(),
            }),
          )
          .max(MAX_ENTRIES, WORK_MESSAGES.tooManyEntries)
          .default([]),
      }),
    )
    .max(MAX_ENTRIES, WORK_MESSAGES.tooManyEntries)
    .default([]),
});

export const submitPostDetails = defineOperation({
  ...route.submitPostDetails,
  // Work files and screenshots may arrive as base64 data URLs inside the JSON (doc 001 §3).
  bodyLimit: DATA_URL_BODY_LIMIT,
  summary: 'Submit post links and screenshots (from approved)',
  tags: ['work'],
  body: postSubmissionBody,
  response: envelope(z.object({ version: z.number().int() })),
});
