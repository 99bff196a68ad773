import type { Disclosure } from '@ih/contract/enums';
import { aliasedTable, and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { campaignKey } from '../../db/campaign-key.ts';
import type { Db } from '../../db/client.ts';
import { campaignOfApplication, fileOfSubmissionFile, typeOfDeliverable } from '../../db/joins.ts';
import { campaignDeliverables, campaigns } from '../../db/schema/catalogue.ts';
import { files } from '../../db/schema/files.ts';
import { applications, submissionFiles, submissionItems, submissions } from '../../db/schema/pipeline.ts';
import { deliverableTypes, platforms } from '../../db/schema/reference.ts';
import type { Executor } from '../../db/tx.ts';
import { groupBy, pushTo } from '../../lib/group.ts';

export type SubmissionKind = 'work' | 'post';

export interface LoadedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  visibility: 'public' | 'private';
}

export interface LoadedItem {
  id: string;
  platformId: string;
  platformName: string;
  deliverableId: string;
  contentType: string;
  notes: string | null;
  taskLink: string | null;
  disclosure: Disclosure | null;
  proof: LoadedFile | null;
  files: LoadedFile[];
}

export interface LoadedSubmission {
  id: string;
  applicationId: string;
  kind: SubmissionKind;
  version: number;
  createdAt: Date;
  items: LoadedItem[];
}

const proofFiles = aliasedTable(files, 'proof_files');

/**
 * Every submission of the given applications with their items and files, in two queries whatever
 * the number of applications (items with their proof file, then the items' files). Per application,
 * newest version first within each kind.
 */
export async function loadSubmissions(
  db: Db,
  applicationIds: string[],
  kind?: SubmissionKind,
): Promise<Map<string, LoadedSubmission[]>> {
  const out = new Map<string, LoadedSubmission[]>();
  if (!applicationIds.length) return out;
  const rows = await db
    .select({
      submissionId: submissions.id,
      applicationId: submissions.applicationId,
      kind: submissions.kind,
      version: submissions.version,
      createdAt: submissions.createdAt,
      itemId: submissionItems.id,
      platformId: submissionItems.platformId,
      platformName: platforms.name,
      deliverableId: submissionItems.deliverableId,
      contentType: deliverableTypes.contentType,
      notes: submissionItems.notes,
      taskLink: submissionItems.taskLink,
      disclosure: submissionItems.disclosure,
      proofId: proofFiles.id,
      proofName: proofFiles.originalName,
      proofType: proofFiles.contentType,
      proofSize: proofFiles.size,
      proofVisibility: proofFiles.visibility,
    })
    .from(submissions)
    .leftJoin(submissionItems, eq(submissionItems.submissionId, submissions.id))
    .leftJoin(platforms, eq(platforms.id, submissionItems.platformId))
    .leftJoin(campaignDeliverables, eq(campaignDeliverables.id, submissionItems.deliverableId))
    .leftJoin(deliverableTypes, typeOfDeliverable)
    .leftJoin(proofFiles, eq(proofFiles.id, submissionItems.proofFileId))
    .where(
      kind
        ? and(inArray(submissions.applicationId, applicationIds), eq(submissions.kind, kind))
        : inArray(submissions.applicationId, applicationIds),
    )
    // Items in the campaign's own order: platforms as listed, then deliverables as listed.
    .orderBy(
      asc(submissions.kind),
      desc(submissions.version),
      asc(platforms.sortOrder),
      asc(campaignDeliverables.sortOrder),
      asc(submissionItems.id),
    );

  const itemIds = rows.flatMap((r) => (r.itemId ? [r.itemId] : []));
  const fileRows = itemIds.length
    ? await db
        .select({
          itemId: submissionFiles.submissionItemId,
          id: files.id,
          name: files.originalName,
          contentType: files.contentType,
          size: files.size,
          visibility: files.visibility,
        })
        .from(submissionFiles)
        .innerJoin(files, fileOfSubmissionFile)
        .where(inArray(submissionFiles.submissionItemId, itemIds))
        .orderBy(asc(submissionFiles.sortOrder))
    : [];
  const filesByItem = groupBy(
    fileRows,
    (row) => row.itemId,
    ({ itemId: _, ...file }): LoadedFile => file,
  );

  const byId = new Map<string, LoadedSubmission>();
  for (const r of rows) {
    let sub = byId.get(r.submissionId);
    if (!sub) {
      sub = {
        id: r.submissionId,
        applicationId: r.applicationId,
        kind: r.kind,
        version: r.version,
        createdAt: r.createdAt,
        items: [],
      };
      byId.set(r.submissionId, sub);
      pushTo(out, r.applicationId, sub);
    }
    if (!r.itemId || !r.platformId || !r.deliverableId) continue;
    sub.items.push({
      id: r.itemId,
      platformId: r.platformId,
      platformName: r.platformName ?? '',
      deliverableId: r.deliverableId,
      contentType: r.contentType ?? '',
      notes: r.notes,
      taskLink: r.taskLink,
      disclosure: r.disclosure,
      proof:
        r.proofId && r.proofName && r.proofType && r.proofSize != null && r.proofVisibility
          ? {
              id: r.proofId,
              name: r.proofName,
              contentType: r.proofType,
              size: r.proofSize,
              visibility: r.proofVisibility,
            }
          : null,
      files: filesByItem.get(r.itemId) ?? [],
    });
  }
  return out;
}

export interface NewItem {
  platformId: string;
  deliverableId: string;
  notes?: string | null;
  taskLink?: string | null;
  disclosure?: Disclosure | null;
  proofFileId?: string | null;
  fileIds?: string[];
}

/**
 * Adds the next version of a submission with its items and files. Call it inside the transaction
 * that holds the application's row lock: the lock makes max + 1 safe, and the unique index on
 * (application, kind, version) would refuse a double anyway.
 */
export async function insertSubmissionVersion(
  tx: Executor,
  input: { applicationId: string; kind: SubmissionKind; items: NewItem[]; at: Date },
): Promise<number> {
  const [current] = await tx
    .select({ max: sql<number>`coalesce(max(${submissions.version}), 0)::int` })
    .from(submissions)
    .where(and(eq(submissions.applicationId, input.applicationId), eq(submissions.kind, input.kind)));
  const version = (current?.max ?? 0) + 1;
  const [sub] = await tx
    .insert(submissions)
    // The injected clock's time, like the review comments pinned on it (their version is read by time).
    .values({ applicationId: input.applicationId, kind: input.kind, version, createdAt: input.at })
    .returning({ id: submissions.id });
  if (!sub) throw new Error('submission insert returned no row');
  // Ids made here, so files can point at their item without relying on RETURNING's row order.
  const items = input.items.map((item) => ({ ...item, id: crypto.randomUUID() }));
  if (items.length) {
    await tx.insert(submissionItems).values(
      items.map((item) => ({
        id: item.id,
        submissionId: sub.id,
        platformId: item.platformId,
        deliverableId: item.deliverableId,
        notes: item.notes ?? null,
        taskLink: item.taskLink ?? null,
        disclosure: item.disclosure ?? null,
        proofFileId: item.proofFileId ?? null,
      })),
    );
    const fileRows = items.flatMap((item) =>
      (item.fileIds ?? []).map((fileId, sortOrder) => ({ submissionItemId: item.id, fileId, sortOrder })),
    );
    if (fileRows.length) await tx.insert(submissionFiles).values(fileRows);
  }
  return version;
}

/**
 * The caller's application a submission is for, with its campaign's platforms and deliverables (the
 * two arrays come from one array_agg pass over the same rows, so their positions line up). `taskId`
 * is the campaign's id, its code, or the application's own id; undefined when there is none.
 */
export async function findTargetRow(db: Db, influencerId: string, taskId: string) {
  const match = campaignKey(taskId, (id) => or(eq(applications.campaignId, id), eq(applications.id, id)));
  if (!match) return undefined;
  const [row] = await db
    .select({
      id: applications.id,
      status: applications.status,
      campaignId: applications.campaignId,
      platformIds: campaigns.platformIds,
      deliverableIds: sql<
        string[]
      >`coalesce(array_agg(${campaignDeliverables.id}) filter (where ${campaignDeliverables.id} is not null), '{}')`,
      deliverableTypeIds: sql<
        string[]
      >`coalesce(array_agg(${campaignDeliverables.deliverableTypeId}) filter (where ${campaignDeliverables.id} is not null), '{}')`,
    })
    .from(applications)
    .innerJoin(campaigns, campaignOfApplication)
    .leftJoin(campaignDeliverables, eq(campaignDeliverables.campaignId, campaigns.id))
    .where(and(eq(applications.influencerId, influencerId), match))
    .groupBy(applications.id, campaigns.id)
    .limit(1);
  return row;
}

/** Of these file ids, the caller's own, with their types: another creator's file is simply absent. */
export async function findOwnedFiles(db: Db, influencerId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: files.id, contentType: files.contentType })
    .from(files)
    .where(and(inArray(files.id, [...new Set(ids)]), eq(files.influencerId, influencerId)));
}

/**
 * What the campaign's upload slots need (issue 26): its deliverables in their order, with type, format
 * and optional flag, and its platforms by name in the campaign's order.
 */
export async function findSlotParts(db: Executor, campaignId: string) {
  const [deliverables, [campaign]] = await Promise.all([
    db
      .select({
        id: campaignDeliverables.id,
        contentType: deliverableTypes.contentType,
        format: campaignDeliverables.format,
        optional: campaignDeliverables.optional,
      })
      .from(campaignDeliverables)
      .innerJoin(deliverableTypes, typeOfDeliverable)
      .where(eq(campaignDeliverables.campaignId, campaignId))
      .orderBy(asc(campaignDeliverables.sortOrder), asc(campaignDeliverables.id)),
    db.select({ platformIds: campaigns.platformIds }).from(campaigns).where(eq(campaigns.id, campaignId)),
  ]);
  const ids = campaign?.platformIds ?? [];
  const named = ids.length
    ? await db
        .select({ id: platforms.id, name: platforms.name })
        .from(platforms)
        .where(inArray(platforms.id, ids))
    : [];
  const byId = new Map(named.map((p) => [p.id, p]));
  return { deliverables, platforms: ids.flatMap((id) => byId.get(id) ?? []) };
}
