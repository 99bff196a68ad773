import type { AgreementEventType, SignerRole, SigningChannel } from '@ih/contract/agreement-enums';
import type { AgreementTerms, UsageRightsWire } from '@ih/contract/agreements';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  brandOfCampaign,
  campaignOfApplication,
  creatorOfApplication,
  typeOfDeliverable,
} from '../../db/joins.ts';
import { influencers, staffUsers } from '../../db/schema/accounts.ts';
import {
  agreementEvents,
  agreementFiles,
  agreementSignatures,
  agreements,
} from '../../db/schema/agreements.ts';
import { brands, campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { applicationHistory, applications } from '../../db/schema/pipeline.ts';
import { deliverableTypes } from '../../db/schema/reference.ts';
import type { Executor, Tx } from '../../db/tx.ts';
import { toTerms } from './wire.ts';

export type AgreementRow = typeof agreements.$inferSelect;
export type SignatureRow = typeof agreementSignatures.$inferSelect;
export type AgreementEventRow = typeof agreementEvents.$inferSelect;
export type ActorKind = 'influencer' | 'staff' | 'system';

/** The application an agreement is about, with what its terms are made of. */
export interface AgreementSource {
  applicationId: string;
  status: string;
  influencerId: string;
  brandId: string;
  campaignId: string;
  agreementRequired: boolean;
  usageRights: UsageRightsWire | null;
  finalPostedAt: Date | null;
  terms: AgreementTerms;
}

/** What the agreement binds, read from the application, its campaign, brand and creator. */
export async function loadSource(db: Executor, applicationId: string): Promise<AgreementSource | null> {
  const [row] = await db
    .select({
      applicationId: applications.id,
      status: applications.status,
      finalAmount: applications.finalAmount,
      finalPostedAt: applications.finalPostedAt,
      influencerId: influencers.id,
      creatorName: influencers.name,
      brandId: brands.id,
      brandName: brands.name,
      campaignId: campaigns.id,
      code: campaigns.code,
      title: campaigns.campaignTitle,
      deadline: campaigns.submissionDeadline,
      payoutTermsDays: campaigns.payoutTermsDays,
      usageRights: campaigns.usageRights,
      agreementRequired: campaigns.agreementRequired,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .innerJoin(brands, brandOfCampaign)
    .innerJoin(influencers, creatorOfApplication)
    .where(eq(applications.id, applicationId));
  if (!row) return null;
  const deliverables = await db
    .select({ type: deliverableTypes.contentType, postingDate: campaignDeliverables.postingDate })
    .from(campaignDeliverables)
    .innerJoin(deliverableTypes, typeOfDeliverable)
    .where(eq(campaignDeliverables.campaignId, row.campaignId))
    .orderBy(asc(campaignDeliverables.sortOrder), asc(campaignDeliverables.id));
  return {
    applicationId: row.applicationId,
    status: row.status,
    influencerId: row.influencerId,
    brandId: row.brandId,
    campaignId: row.campaignId,
    agreementRequired: row.agreementRequired,
    usageRights: row.usageRights ?? null,
    finalPostedAt: row.finalPostedAt,
    terms: toTerms(row, deliverables),
  };
}

/** The newest version of an application's agreement (locked when `tx` asks), or null. */
export async function latestAgreement(
  db: Executor,
  applicationId: string,
  lock = false,
): Promise<AgreementRow | null> {
  const q = db
    .select()
    .from(agreements)
    .where(eq(agreements.applicationId, applicationId))
    .orderBy(desc(agreements.version))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertAgreement(
  tx: Tx,
  row: { applicationId: string; version: number; text: string; terms: AgreementTerms; at: Date },
): Promise<AgreementRow | null> {
  const [made] = await tx
    .insert(agreements)
    .values({
      applicationId: row.applicationId,
      version: row.version,
      text: row.text,
      terms: row.terms,
      createdAt: row.at,
    })
    .onConflictDoNothing()
    .returning();
  return made ?? null;
}

export async function supersede(tx: Tx, id: string, at: Date): Promise<void> {
  await tx
    .update(agreements)
    .set({ supersededAt: at })
    .where(and(eq(agreements.id, id), isNull(agreements.supersededAt)));
}

/** Fixes the hash at the first signature; a later call changes nothing (and the trigger would refuse it). */
export async function fixHash(tx: Tx, id: string, sha256: string): Promise<void> {
  await tx
    .update(agreements)
    .set({ sha256 })
    .where(and(eq(agreements.id, id), isNull(agreements.sha256)));
}

export async function markDeclined(tx: Tx, id: string, reason: string, at: Date): Promise<void> {
  await tx.update(agreements).set({ declinedAt: at, declineReason: reason }).where(eq(agreements.id, id));
}

export const signaturesOf = (db: Executor, agreementId: string): Promise<SignatureRow[]> =>
  db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, agreementId))
    .orderBy(asc(agreementSignatures.signedAt));

/** Adds a side's signature; null when that side had signed already (the unique index decides). */
export async function insertSignature(
  tx: Tx,
  row: {
    agreementId: string;
    role: SignerRole;
    signerKind: 'influencer' | 'staff';
    signerId: string;
    name: string;
    channel: SigningChannel;
    contactMasked: string;
    ip: string | null;
    userAgent: string | null;
    viewedAt: Date | null;
    signedAt: Date;
  },
): Promise<SignatureRow | null> {
  const [made] = await tx.insert(agreementSignatures).values(row).onConflictDoNothing().returning();
  return made ?? null;
}

export const eventsOf = (db: Executor, agreementId: string): Promise<AgreementEventRow[]> =>
  db
    .select()
    .from(agreementEvents)
    .where(eq(agreementEvents.agreementId, agreementId))
    .orderBy(asc(agreementEvents.id));

export interface NewAgreementEvent {
  agreementId: string;
  type: AgreementEventType;
  actorKind: ActorKind;
  actorId: string | null;
  actorName: string;
  ip?: string | null | undefined;
  userAgent?: string | null | undefined;
  payload?: Record<string, unknown>;
  at: Date;
}

/** Appends to the audit trail; a second 'viewed' of one person and version adds nothing. */
export async function addEvent(db: Executor, e: NewAgreementEvent): Promise<void> {
  await db
    .insert(agreementEvents)
    .values({
      agreementId: e.agreementId,
      type: e.type,
      actorKind: e.actorKind,
      actorId: e.actorId,
      actorName: e.actorName,
      ip: e.ip ?? null,
      userAgent: e.userAgent ?? null,
      payload: e.payload ?? {},
      createdAt: e.at,
    })
    .onConflictDoNothing();
}

/** A history row that records something about the application without moving it (its status stays). */
export async function addHistoryNote(
  tx: Tx,
  row: {
    applicationId: string;
    status: string;
    actorKind: ActorKind;
    actorId: string | null;
    note: string;
    at: Date;
  },
): Promise<void> {
  const status = row.status as typeof applicationHistory.$inferInsert.toStatus;
  await tx.insert(applicationHistory).values({
    applicationId: row.applicationId,
    fromStatus: status,
    toStatus: status,
    actorKind: row.actorKind,
    actorId: row.actorId,
    note: row.note,
    createdAt: row.at,
  });
}

/** The PDFs issued for a version, newest first. */
export const filesOf = (db: Executor, agreementId: string) =>
  db
    .select()
    .from(agreementFiles)
    .where(eq(agreementFiles.agreementId, agreementId))
    .orderBy(desc(agreementFiles.createdAt));

export async function insertFile(
  db: Executor,
  row: { agreementId: string; fileId: string; sha256: string; at: Date },
): Promise<boolean> {
  const made = await db
    .insert(agreementFiles)
    .values({ agreementId: row.agreementId, fileId: row.fileId, sha256: row.sha256, createdAt: row.at })
    .onConflictDoNothing()
    .returning({ id: agreementFiles.id });
  return made.length > 0;
}

/** The version whose text hash, or one of whose issued PDFs, is this SHA-256. */
export async function findByHash(
  db: Executor,
  sha256: string,
): Promise<{ agreement: AgreementRow; matched: 'agreement text' | 'pdf'; issuedAt: Date | null } | null> {
  const [byText] = await db.select().from(agreements).where(eq(agreements.sha256, sha256)).limit(1);
  if (byText) return { agreement: byText, matched: 'agreement text', issuedAt: null };
  const [byFile] = await db
    .select({ a: agreements, issuedAt: agreementFiles.createdAt })
    .from(agreementFiles)
    .innerJoin(agreements, eq(agreements.id, agreementFiles.agreementId))
    .where(eq(agreementFiles.sha256, sha256))
    .limit(1);
  return byFile ? { agreement: byFile.a, matched: 'pdf', issuedAt: byFile.issuedAt } : null;
}

export async function creatorContact(db: Executor, influencerId: string) {
  const [row] = await db
    .select({
      name: influencers.name,
      email: influencers.email,
      mobile: influencers.mobileNumber,
      language: influencers.language,
    })
    .from(influencers)
    .where(eq(influencers.id, influencerId));
  return row ?? null;
}

export async function staffContact(db: Executor, staffId: string) {
  const [row] = await db
    .select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId));
  return row ?? null;
}

/** A campaign's applications whose work is under way (accepted and not yet past the posts). */
export async function applicationsUnderWay(tx: Tx, campaignId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.campaignId, campaignId),
        inArray(applications.status, ['accepted', 'pending review', 'rework', 'approved']),
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether a timer's reminder was already told (a retried job adds nothing). */
export async function eventTold(db: Executor, applicationId: string, type: string): Promise<boolean> {
  const r = await db.execute(
    sql`select 1 from events where application_id = ${applicationId} and type = ${type} limit 1`,
  );
  return r.rows.length > 0;
}
