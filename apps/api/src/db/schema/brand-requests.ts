import { BRAND_REQUEST_STATUSES } from '@ih/contract/brand-team-enums';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { staffUsers } from './accounts.ts';
import { brands } from './catalogue.ts';
import { createdAt, id } from './columns.ts';
import { niches } from './reference.ts';

/**
 * A company's request to join as a brand (design §15, issue 28), waiting for an admin. Approving it
 * makes the brand and its first owner; rejecting keeps the reason. Rows are never deleted: they are
 * the record of who asked, and who decided.
 */
export const brandRequests = pgTable(
  'brand_requests',
  {
    id: id(),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Ten digits, or null. */
    mobile: text('mobile'),
    /** Absolute (https:// added when the form had none). */
    website: text('website').notNull(),
    /** The brand niche it belongs to (the brand form's Category list). */
    nicheId: uuid('niche_id')
      .notNull()
      .references(() => niches.id),
    /** Upper-cased, checksum and state code checked. */
    gstin: text('gstin'),
    status: text('status', { enum: BRAND_REQUEST_STATUSES }).notNull().default('pending'),
    /** Why it was rejected, as e-mailed to the contact. */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => staffUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** What approving made. */
    brandId: uuid('brand_id').references(() => brands.id),
    ownerId: uuid('owner_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** Set when the decision's e-mail is claimed for sending, so it goes at most once. */
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One pending request per e-mail and per GSTIN: two identical submits at once make one request,
    // decided by the index, not by a look-up that both could pass.
    uniqueIndex('brand_requests_pending_email_key').on(t.email).where(sql`${t.status} = 'pending'`),
    uniqueIndex('brand_requests_pending_gstin_key')
      .on(t.gstin)
      .where(sql`${t.status} = 'pending' and ${t.gstin} is not null`),
    index('brand_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);
