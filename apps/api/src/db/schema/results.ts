import { METRIC_SOURCES, METRIC_STATUSES } from '@ih/contract/results-enums';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { campaigns } from './catalogue.ts';
import { createdAt, id, requiredRef, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { applications } from './pipeline.ts';

const counter = (name: string) => bigint(name, { mode: 'number' });

/**
 * One reading of a live post's numbers (design §17): reported by the creator with the insights
 * screenshot, or read from a platform's API. Staff confirm or question a reported one; a questioned
 * reading stays (the creator adds a new one) but counts nowhere.
 */
export const postMetrics = pgTable(
  'post_metrics',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    /** Copied from the application, so a campaign's report and a creator's record read one index. */
    campaignId: requiredRef('campaign_id', () => campaigns.id, { onDelete: 'cascade' }),
    influencerId: requiredRef('influencer_id', () => influencers.id, { onDelete: 'cascade' }),
    /** The platform's name, from the post's submission item. */
    platform: text('platform').notNull(),
    postUrl: text('post_url').notNull(),
    views: counter('views').notNull(),
    likes: counter('likes').notNull(),
    comments: counter('comments').notNull(),
    shares: counter('shares'),
    saves: counter('saves'),
    reach: counter('reach'),
    source: text('source', { enum: METRIC_SOURCES }).notNull(),
    capturedAt: timestamptz('captured_at').notNull(),
    /** The Asia/Kolkata day of an API reading: one per post and day, whatever reruns the job makes. */
    capturedOn: date('captured_on'),
    status: text('status', { enum: METRIC_STATUSES }).notNull().default('reported'),
    /** Staff's reason for questioning it. */
    note: text('note'),
    proofFileId: uuid('proof_file_id').references(() => files.id),
    decidedByStaffId: uuid('decided_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // The latest reading of each post (the report's rows, the work page).
    index('post_metrics_post_idx').on(t.applicationId, t.postUrl, t.capturedAt.desc()),
    // A campaign's readings in time order (the report's views over time).
    index('post_metrics_campaign_idx').on(t.campaignId, t.capturedAt),
    index('post_metrics_influencer_idx').on(t.influencerId, t.status),
    // One screenshot proves one reading: a double click or a retried request adds nothing.
    uniqueIndex('post_metrics_proof_key').on(t.proofFileId),
    uniqueIndex('post_metrics_api_day_key')
      .on(t.applicationId, t.postUrl, t.source, t.capturedOn)
      .where(sql`captured_on is not null`),
  ],
);

/** A read-only link to a campaign's report (design §17): only the token's hash is kept. */
export const reportShares = pgTable(
  'report_shares',
  {
    id: id(),
    campaignId: requiredRef('campaign_id', () => campaigns.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('report_shares_campaign_idx').on(t.campaignId, t.createdAt)],
);

/** A creator's public media kit: their own switch and the link's name, kept when it is switched off. */
export const mediaKits = pgTable('media_kits', {
  influencerId: uuid('influencer_id')
    .primaryKey()
    .references(() => influencers.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  updatedAt: updatedAt(),
});

/** The YouTube Data API units used per Pacific day (the API's own quota day), across processes. */
export const youtubeQuota = pgTable('youtube_quota', {
  day: date('day').primaryKey(),
  units: integer('units').notNull().default(0),
});

/** A YouTube link the daily job looked for and the API no longer knows (deleted or made private). */
export const youtubeMissing = pgTable(
  'youtube_missing',
  {
    applicationId: requiredRef('application_id', () => applications.id, { onDelete: 'cascade' }),
    postUrl: text('post_url').notNull(),
    videoId: text('video_id').notNull(),
    missingSince: timestamptz('missing_since').notNull(),
  },
  (t) => [uniqueIndex('youtube_missing_key').on(t.applicationId, t.postUrl)],
);
