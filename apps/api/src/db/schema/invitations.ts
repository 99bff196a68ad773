import { INVITATION_STATUSES } from '@ih/contract/invitation-enums';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { influencers, staffUsers } from './accounts.ts';
import { campaigns } from './catalogue.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { applications } from './pipeline.ts';

/**
 * A brand's invitation of a creator to a campaign (design §15). One per creator and campaign (the
 * unique index, so no click, retry or second process can make two); it waits until `respond_by`,
 * when a timer closes it, or until the creator answers. Accepting links the application it became.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    influencerId: uuid('influencer_id')
      .notNull()
      .references(() => influencers.id),
    /** Whole rupees offered: what the application's final amount becomes on acceptance. */
    offerAmount: integer('offer_amount').notNull(),
    message: text('message').notNull().default(''),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    declineReason: text('decline_reason'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    applicationId: uuid('application_id').references(() => applications.id),
    invitedBy: uuid('invited_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invitations_campaign_influencer_key').on(t.campaignId, t.influencerId),
    // The creator's page: their invitations, waiting ones first.
    index('invitations_influencer_status_idx').on(t.influencerId, t.status, t.respondBy),
    index('invitations_campaign_status_idx').on(t.campaignId, t.status, t.createdAt.desc()),
  ],
);
