import { IMAGE_TYPES, VIDEO_TYPES, WORK_FILE_MAX_BYTES } from '@ih/contract/constants';
import { FILES_MESSAGES, typeNotAllowedMessage } from '@ih/contract/files';
import { WORK_MESSAGES } from '@ih/contract/work';
import type { applications } from '../../db/schema/pipeline.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileIdFromUrl, removeFile, saveDataUrl } from '../files/service.ts';
import { findOwnedFiles, findTargetRow } from './repository.ts';

export const WORK_FILE_TYPES = [...IMAGE_TYPES, ...VIDEO_TYPES] as const;

export interface TargetApplication {
  id: string;
  status: (typeof applications.$inferSelect)['status'];
  campaignId: string;
  platformIds: Set<string>;
  deliverableIds: Set<string>;
  /** Deliverable type id → the campaign's deliverables of that type (doc 001 §3's other reading). */
  deliverablesByType: Map<string, string[]>;
}

/**
 * The caller's application a submission is for. `taskId` is the campaign's id, its code, or the
 * application's own id (the web app sends whichever it has); another creator's application is not
 * found, exactly like one that does not exist.
 */
export async function findTargetApplication(
  deps: Deps,
  influencerId: string,
  taskId: string,
): Promise<TargetApplication> {
  const row = await findTargetRow(deps.db, influencerId, taskId);
  if (!row) throw notFound(WORK_MESSAGES.workNotFound);
  // Both arrays come from one array_agg pass over the same rows, so their positions line up.
  const deliverablesByType = new Map<string, string[]>();
  row.deliverableTypeIds.forEach((typeId, i) => {
    const deliverableId = row.deliverableIds[i];
    if (deliverableId)
      deliverablesByType.set(typeId, [...(deliverablesByType.get(typeId) ?? []), deliverableId]);
  });
  return {
    id: row.id,
    status: row.status,
    campaignId: row.campaignId,
    platformIds: new Set(row.platformIds),
    deliverableIds: new Set(row.deliverableIds),
    deliverablesByType,
  };
}

/**
 * Checks an entry's platform and deliverable belong to the campaign and answers the campaign
 * deliverable's id; 400 naming the field otherwise. `deliverableType` may be read two ways (doc
 * 001 §3): the campaign deliverable's own id, or its deliverable type's id when exactly one of the
 * campaign's deliverables has that type.
 */
export function checkTarget(
  target: TargetApplication,
  platformId: string,
  deliverableType: string,
  path: string,
): string {
  if (!target.platformIds.has(platformId)) {
    throw badRequest(WORK_MESSAGES.platform, { [`${path}.platformId`]: WORK_MESSAGES.platform });
  }
  if (target.deliverableIds.has(deliverableType)) return deliverableType;
  const ofType = target.deliverablesByType.get(deliverableType) ?? [];
  const field = `${path}.deliverableType`;
  if (ofType.length > 1)
    throw badRequest(WORK_MESSAGES.deliverableAmbiguous, { [field]: WORK_MESSAGES.deliverableAmbiguous });
  const [only] = ofType;
  if (!only) throw badRequest(WORK_MESSAGES.deliverable, { [field]: WORK_MESSAGES.deliverable });
  return only;
}

export interface FileRequest {
  url: string;
  /** Field path for the error, e.g. task_details.0.deliverables.1.files.0.fileUrl */
  path: string;
}

/** Files stored while handling one request, so a refusal later on can remove them again. */
export class SavedFiles {
  readonly ids: string[] = [];
  async discard(deps: Deps): Promise<void> {
    await Promise.all(this.ids.map((id) => removeFile(deps, id).catch(() => undefined)));
  }
}

const withPath = (error: unknown, path: string) => {
  if (error instanceof AppError && !error.errors)
    return new AppError(error.code, error.message, { [path]: error.message });
  return error;
};

/**
 * Turns the submitted URLs into file ids. One of our URLs must name the caller's own file of an
 * allowed type (checked for all URLs in one query); a data URL is stored, private, and its bytes
 * must be an allowed type matching the declared one. Our URLs are all checked before any data URL
 * is stored, so most refusals store nothing.
 */
export async function resolveFiles(
  deps: Deps,
  influencerId: string,
  requests: FileRequest[],
  opts: { allowed: readonly string[]; maxBytes?: number; saved: SavedFiles },
): Promise<string[]> {
  const owner = { influencerId };
  const ids = new Array<string>(requests.length);
  const dataUrls: number[] = [];
  const ours: { index: number; id: string; path: string }[] = [];
  for (const [i, req] of requests.entries()) {
    if (req.url.startsWith('data:')) {
      dataUrls.push(i);
      continue;
    }
    const id = fileIdFromUrl(req.url, deps);
    if (!id) throw badRequest(WORK_MESSAGES.fileUrl, { [req.path]: WORK_MESSAGES.fileUrl });
    ours.push({ index: i, id, path: req.path });
  }
  // All of our URLs in one query, limited to the caller's files: another creator's file is
  // answered exactly like a missing one.
  const owned = await findOwnedFiles(
    deps.db,
    influencerId,
    ours.map((o) => o.id),
  );
  const ownedById = new Map(owned.map((f) => [f.id, f]));
  for (const o of ours) {
    const row = ownedById.get(o.id);
    if (!row) throw notFound(FILES_MESSAGES.notFound);
    if (!opts.allowed.includes(row.contentType)) {
      const message = typeNotAllowedMessage(opts.allowed);
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', message, { [o.path]: message });
    }
    ids[o.index] = row.id;
  }
  for (const i of dataUrls) {
    const req = requests[i];
    if (!req) continue;
    const stored = await saveDataUrl(deps, {
      dataUrl: req.url,
      owner,
      visibility: 'private',
      allowed: opts.allowed,
      maxBytes: opts.maxBytes ?? WORK_FILE_MAX_BYTES,
    }).catch((e: unknown) => {
      throw withPath(e, req.path);
    });
    opts.saved.ids.push(stored.id);
    ids[i] = stored.id;
  }
  return ids;
}
