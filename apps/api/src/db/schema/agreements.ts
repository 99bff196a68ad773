import { AGREEMENT_EVENT_TYPES, SIGNER_ROLES, SIGNING_CHANNELS } from '@ih/contract/agreement-enums';
import type { AgreementTerms } from '@ih/contract/agreements';
import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBJECT_KINDS } from './accounts.ts';
import { createdAt, id, requiredRef, timestamptz } from './columns.ts';
import { files } from './files.ts';
import { applications } from './pipeline.ts';

/**
 * One version of an application's agreement (design §16). The text is a snapshot made from the
 * campaign's terms, the offer and both parties; it never changes (a trigger refuses it), and its
 * SHA-256 is fixed at the first signature. Changed terms supersede the version with the next one.
 */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    applicationId: requiredRef('application_id', () => applications.id),
    version: integer('version').notNull(),
    text: text('text').notNull(),
    terms: jsonb('terms').$type<AgreementTerms>().notNull(),
    /** SHA-256 (hex) of `text`, set at the first signature and never changed afterwards. */
    sha256: text('sha256'),
    /** Set when changed terms made a newer version; a superseded version is no longer signed. */
    supersededAt: timestamptz('superseded_at'),
    declinedAt: timestamptz('declined_at'),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreements_application_version_key').on(t.applicationId, t.version),
    index('agreements_sha256_idx').on(t.sha256),
  ],
);

/** A signature: one per side per version (the unique index: a second sign never makes a second). */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: id(),
    agreementId: requiredRef('agreement_id', () => agreements.id),
    role: text('role', { enum: SIGNER_ROLES }).notNull(),
    signerKind: text('signer_kind', { enum: SUBJECT_KINDS }).notNull(),
    signerId: uuid('signer_id').notNull(),
    /** The full name the signer typed. */
    name: text('name').notNull(),
    channel: text('channel', { enum: SIGNING_CHANNELS }).notNull(),
    /** The contact the code went to, masked as the certificate prints it. */
    contactMasked: text('contact_masked').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    viewedAt: timestamptz('viewed_at'),
    signedAt: timestamptz('signed_at').notNull(),
  },
  (t) => [uniqueIndex('agreement_signatures_side_key').on(t.agreementId, t.role)],
);

/** The audit trail: viewing, codes sent, signing, declining. Append-only (a trigger refuses UPDATE and DELETE). */
export const agreementEvents = pgTable(
  'agreement_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agreementId: requiredRef('agreement_id', () => agreements.id),
    type: text('type', { enum: AGREEMENT_EVENT_TYPES }).notNull(),
    actorKind: text('actor_kind', { enum: [...SUBJECT_KINDS, 'system'] }).notNull(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('agreement_events_agreement_idx').on(t.agreementId, t.id),
    // One 'viewed' per person and version: the first view is what the certificate prints.
    uniqueIndex('agreement_events_viewed_key')
      .on(t.agreementId, t.actorKind, t.actorId)
      .where(sql`type = 'viewed'`),
  ],
);

/** Every PDF issued for an agreement, by the SHA-256 of its bytes, so a downloaded copy can be verified. */
export const agreementFiles = pgTable(
  'agreement_files',
  {
    id: id(),
    agreementId: requiredRef('agreement_id', () => agreements.id),
    fileId: requiredRef('file_id', () => files.id),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_files_sha256_key').on(t.sha256),
    index('agreement_files_agreement_idx').on(t.agreementId, t.createdAt),
  ],
);
