import {
  APPLICATION_PAYMENT_STATUSES,
  APPLICATION_STATUSES,
  DISCLOSURES,
  REASON_CODES,
} from '@ih/contract/enums';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { influencers, SUBJECT_KINDS } from './accounts.ts';
import { campaignDeliverables, campaigns } from './catalogue.ts';
import { createdAt, id, requiredRef, sortOrder, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { platforms } from './reference.ts';

/** A creator's application to a campaign, and the work that follows it (design §4). */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    campaignId: requiredRef('campaign_id', () => campaigns.id),
    influencerId: requiredRef('influencer_id', () => influencers.id),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    /** Whole rupees the creator asked for; 0 for a plain application. */
    quoteAskingAmount: integer('quote_asking_amount').notNull().default(0),
    note: text('note').notNull().default(''),
    /** Whole rupees agreed on acceptance; what is paid. */
    finalAmount: integer('final_amount'),
    paymentStatus: text('payment_status', { enum: APPLICATION_PAYMENT_STATUSES })
      .notNull()
      .default('pending'),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
    acceptedAt: timestamptz('accepted_at'),
    submittedAt: timestamptz('submitted_at'),
    approvedAt: timestamptz('approved_at'),
    finalSubmittedAt: timestamptz('final_submitted_at'),
    finalPostedAt: timestamptz('final_posted_at'),
    reworkReason: text('rework_reason'),
    reworkRequestedAt: timestamptz('rework_requested_at'),
    paidAt: timestamptz('paid_at'),
    /** The day the payout is promised for (Asia/Kolkata), set when the post is confirmed live. */
    payoutDueDate: date('payout_due_date'),
    /** When a silent brand's decision will be taken (auto-approval or auto-confirmation), or null. */
    autoDecisionAt: timestamptz('auto_decision_at'),
    /**
     * Whether the work first reached the brand by the campaign's submission deadline, decided when it
     * did (applications/on-time.ts); null before any work, or for work from before the rule.
     */
    deliveredOnTime: boolean('delivered_on_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_campaign_influencer_key').on(t.campaignId, t.influencerId),
    index('applications_influencer_status_idx').on(t.influencerId, t.status, t.createdAt.desc().nullsFirst()),
    // The unfiltered work list: a creator's newest applications without reading and sorting all of them.
    // NULLS FIRST is what a plain ORDER BY … DESC means; Drizzle's .desc() alone writes NULLS LAST, which
    // the planner cannot use for that order.
    index('applications_influencer_created_idx').on(t.influencerId, t.createdAt.desc().nullsFirst()),
    index('applications_influencer_payment_idx').on(t.influencerId, t.paymentStatus, t.status),
    index('applications_campaign_status_idx').on(t.campaignId, t.status),
    index('applications_status_created_idx').on(t.status, t.createdAt.desc()),
    // Staff payouts: what is owed, by due date.
    index('applications_payout_due_idx').on(t.paymentStatus, t.payoutDueDate),
  ],
);

/** Every transition, written in the same transaction as the change it records. */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    actorKind: text('actor_kind', { enum: [...SUBJECT_KINDS, 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    note: text('note'),
    /** Why staff declined or asked for rework (issue 15); the note is its free text. */
    reasonCode: text('reason_code', { enum: REASON_CODES }),
    createdAt: createdAt(),
  },
  (t) => [index('application_history_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * A submission is one version of the creator's work (kind 'work') or of their post proof (kind
 * 'post'). Each upload adds a version; earlier ones are kept for the rework page and the reviewers.
 */
export const submissions = pgTable(
  'submissions',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['work', 'post'] }).notNull(),
    version: integer('version').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('submissions_version_key').on(t.applicationId, t.kind, t.version)],
);

/** One entry per platform and deliverable of a submission: files for work, requiredRef and proof for posts. */
export const submissionItems = pgTable(
  'submission_items',
  {
    id: id(),
    submissionId: requiredRef('submission_id', () => submissions.id, { onDelete: 'cascade' }),
    platformId: requiredRef('platform_id', () => platforms.id),
    deliverableId: requiredRef('deliverable_id', () => campaignDeliverables.id),
    notes: text('notes'),
    taskLink: text('task_link'),
    /** The disclosure label the creator declared for the post (issue 15), if any. */
    disclosure: text('disclosure', { enum: DISCLOSURES }),
    proofFileId: uuid('proof_file_id').references(() => files.id),
  },
  // By deliverable: whether a campaign deliverable already has work (it may then not be removed).
  (t) => [
    index('submission_items_submission_idx').on(t.submissionId),
    index('submission_items_deliverable_idx').on(t.deliverableId),
  ],
);

export const submissionFiles = pgTable(
  'submission_files',
  {
    id: id(),
    submissionItemId: requiredRef('submission_item_id', () => submissionItems.id, { onDelete: 'cascade' }),
    fileId: requiredRef('file_id', () => files.id),
    sortOrder: sortOrder(),
  },
  (t) => [index('submission_files_item_idx').on(t.submissionItemId)],
);

/** A draft slot: the stored files the creator added to one platform and deliverable, in order. */
export interface DraftSlot {
  platformId: string;
  deliverableId: string;
  fileIds: string[];
}

/**
 * The upload page's unsent work (issue 26 B), one row per application: the files already stored
 * (by id, in each slot's order) and the notes per deliverable, so a reload, another tab or another
 * device finds them again. Removed in the transaction that submits the work.
 */
export const workDrafts = pgTable('work_drafts', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  slots: jsonb('slots').$type<DraftSlot[]>().notNull().default([]),
  /** Deliverable id → the creator's notes. */
  notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
