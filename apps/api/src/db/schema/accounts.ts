import { BRAND_TEAM_ROLES } from '@ih/contract/brand-team-enums';
import { ACCOUNT_TYPES, INFLUENCER_STATUSES, STAFF_ROLES } from '@ih/contract/enums';
import { LANGUAGES } from '@ih/contract/language';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, sortOrder, timestamptz, updatedAt } from './columns.ts';
import { files } from './files.ts';

export const influencers = pgTable(
  'influencers',
  {
    id: id(),
    name: text('name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** Ten digits, no country code. */
    mobileNumber: text('mobile_number').notNull(),
    accountTypes: text('account_types', { enum: ACCOUNT_TYPES }).array().notNull(),
    address: text('address').notNull(),
    country: text('country').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    pincode: text('pincode'),
    portfolioLink: text('portfolio_link'),
    /** Category names chosen at registration. */
    niches: text('niches').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    profileImageFileId: uuid('profile_image_file_id').references(() => files.id, { onDelete: 'set null' }),
    cvFileId: uuid('cv_file_id').references(() => files.id, { onDelete: 'set null' }),
    bankAccountHolderName: text('bank_account_holder_name'),
    bankName: text('bank_name'),
    bankBranchName: text('bank_branch_name'),
    bankAccountType: text('bank_account_type'),
    /** AES-256-GCM ciphertext (iv, tag and data, base64); never the plain number. */
    bankAccountNumberEncrypted: text('bank_account_number_encrypted'),
    /** Last four digits, for the masked display. */
    bankAccountNumberLast4: text('bank_account_number_last4'),
    ifscCode: text('ifsc_code'),
    upiId: text('upi_id'),
    /** PAN sealed like the account number (design §13), and its last four for the masked display. */
    panEncrypted: text('pan_encrypted'),
    panLast4: text('pan_last4'),
    gstRegistered: boolean('gst_registered').notNull().default(false),
    /** Checked (format, checksum, state code = the profile's state) before it is stored. */
    gstin: text('gstin'),
    status: text('status', { enum: INFLUENCER_STATUSES }).notNull().default('active'),
    /** Whether brands find the creator in creator search (design §15); the creator's own switch. */
    discoverable: boolean('discoverable').notNull().default(true),
    /** Languages they create in, from the contract's CREATOR_LANGUAGES. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    /** The language they read the product in (design §19): the app, e-mails, notifications, PDFs. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('influencers_email_key').on(t.email),
    uniqueIndex('influencers_mobile_key').on(t.mobileNumber),
    index('influencers_created_idx').on(t.createdAt),
    index('influencers_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const influencerSocialAccounts = pgTable(
  'influencer_social_accounts',
  {
    id: id(),
    influencerId: requiredRef('influencer_id', () => influencers.id, { onDelete: 'cascade' }),
    platformName: text('platform_name').notNull(),
    userName: text('user_name'),
    profileUrl: text('profile_url'),
    /** Follower count as the creator wrote it ('12000', '1.2K'). */
    followers: text('followers'),
    /** The content type of the account (e.g. Travel), shown on the profile. */
    type: text('type'),
    sortOrder: sortOrder(),
  },
  (t) => [index('social_accounts_influencer_idx').on(t.influencerId, t.sortOrder)],
);

export const staffUsers = pgTable('staff_users', {
  id: id(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: STAFF_ROLES }).notNull(),
  status: text('status', { enum: ['active', 'suspended'] })
    .notNull()
    .default('active'),
  /** The language they read the product in (design §19); the console itself is English for now. */
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  createdAt: createdAt(),
});

/**
 * Which brands a brand-role staff member works for, and their place on each team (issue 28): owners add
 * and remove people. Rows made before roles existed became owners (migration 0023), so nobody lost
 * what they could do; new rows are members unless an owner says otherwise.
 */
export const staffBrands = pgTable(
  'staff_brands',
  {
    staffId: requiredRef('staff_id', () => staffUsers.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id').notNull(),
    role: text('role', { enum: BRAND_TEAM_ROLES }).notNull().default('member'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.brandId] }), index('staff_brands_brand_idx').on(t.brandId)],
);

export const SUBJECT_KINDS = ['influencer', 'staff'] as const;

/** One live code per contact and kind: a resend replaces the row. Only HMACs of codes are kept. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: SUBJECT_KINDS }).notNull(),
    /** Normalised contact: lower-cased e-mail or ten-digit mobile. */
    contact: text('contact').notNull(),
    codeHmac: text('code_hmac').notNull(),
    /**
     * The HMAC of the code this one replaced while it was still live (a resend), so an old code can be
     * answered "a newer code was sent" rather than "not right". It never signs in (issue 26 B).
     */
    supersededCodeHmac: text('superseded_code_hmac'),
    expiresAt: timestamptz('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    consumedAt: timestamptz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('otp_challenges_contact_key').on(t.subjectKind, t.contact)],
);

/** Opaque bearer sessions; only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectKind: text('subject_kind', { enum: SUBJECT_KINDS }).notNull(),
    influencerId: uuid('influencer_id').references(() => influencers.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_influencer_idx').on(t.influencerId), index('sessions_staff_idx').on(t.staffId)],
);
