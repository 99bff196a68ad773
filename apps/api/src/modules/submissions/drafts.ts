import { WORK_MESSAGES } from '@ih/contract/work';
import type { saveWorkDraft, WorkDraft } from '@ih/contract/work-drafts';
import { slotKey } from '@ih/contract/work-slots';
import type { z } from 'zod';
import type { DraftSlot } from '../../db/schema/pipeline.ts';
import { badRequest, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { isTransitionAllowed } from '../applications/transitions.ts';
import { fileUrl } from '../files/service.ts';
import * as repo from './drafts-repository.ts';
import { findSlotParts } from './repository.ts';
import { resolveFiles, SavedFiles, WORK_FILE_TYPES } from './resolve.ts';

type DraftBody = z.output<(typeof saveWorkDraft)['body']>;
type DraftRow = NonNullable<Awaited<ReturnType<typeof repo.findDraft>>>;

async function ownApplication(deps: Deps, influencerId: string, applicationId: string) {
  const app = await repo.findOwnApplication(deps.db, influencerId, applicationId);
  if (!app) throw notFound(WORK_MESSAGES.workNotFound);
  return app;
}

/** The wire shape: each slot's files that still exist and are the caller's, with fresh signed URLs. */
async function toWire(deps: Deps, influencerId: string, row: DraftRow): Promise<WorkDraft> {
  const owned = await repo.ownFiles(
    deps.db,
    influencerId,
    row.slots.flatMap((s) => s.fileIds),
  );
  const byId = new Map(owned.map((f) => [f.id, f]));
  return {
    slots: row.slots.map((s) => ({
      platformId: s.platformId,
      deliverableId: s.deliverableId,
      files: s.fileIds.flatMap((id) => {
        const f = byId.get(id);
        return f
          ? [{ _id: f.id, fileUrl: fileUrl(deps, f), name: f.name, contentType: f.contentType, size: f.size }]
          : [];
      }),
    })),
    notes: row.notes,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /v1/influencer/apply/:applicationId/draft: the saved draft, or null when there is none. */
export async function getDraft(deps: Deps, influencerId: string, applicationId: string) {
  const app = await ownApplication(deps, influencerId, applicationId);
  const row = await repo.findDraft(deps.db, app.id);
  return row ? toWire(deps, influencerId, row) : null;
}

/**
 * PUT /v1/influencer/apply/:applicationId/draft: replaces the draft whole (so a retry or a double
 * save leaves one and the same row). Only work that can still be sent keeps a draft; each slot must
 * be one of the campaign's, each file one the caller uploaded, of a type work may be. A draft with
 * no file and no note is removed.
 */
export async function saveDraft(
  deps: Deps,
  influencerId: string,
  applicationId: string,
  body: DraftBody,
): Promise<WorkDraft | null> {
  const app = await ownApplication(deps, influencerId, applicationId);
  if (!isTransitionAllowed(app.status, 'pending review', 'influencer'))
    throw transitionNotAllowed(WORK_MESSAGES.draftClosed);

  const parts = await findSlotParts(deps.db, app.campaignId);
  const platformIds = new Set(parts.platforms.map((p) => p.id));
  const deliverableIds = new Set(parts.deliverables.map((d) => d.id));

  const slots = new Map<string, DraftSlot>();
  const requests: { url: string; path: string; key: string }[] = [];
  body.slots.forEach((slot, i) => {
    const path = `slots.${i}`;
    if (!platformIds.has(slot.platformId))
      throw badRequest(WORK_MESSAGES.platform, { [`${path}.platformId`]: WORK_MESSAGES.platform });
    if (!deliverableIds.has(slot.deliverableId))
      throw badRequest(WORK_MESSAGES.deliverable, { [`${path}.deliverableId`]: WORK_MESSAGES.deliverable });
    const key = slotKey(slot.platformId, slot.deliverableId);
    if (!slots.has(key))
      slots.set(key, { platformId: slot.platformId, deliverableId: slot.deliverableId, fileIds: [] });
    slot.files.forEach((f, n) => {
      const filePath = `${path}.files.${n}.fileUrl`;
      // A draft keeps what is stored already; bytes are sent with POST /v1/files.
      if (f.fileUrl.startsWith('data:') || f.fileUrl === '')
        throw badRequest(WORK_MESSAGES.draftFileUrl, { [filePath]: WORK_MESSAGES.draftFileUrl });
      requests.push({ url: f.fileUrl, path: filePath, key });
    });
  });
  for (const id of Object.keys(body.notes)) {
    if (!deliverableIds.has(id))
      throw badRequest(WORK_MESSAGES.deliverable, { [`notes.${id}`]: WORK_MESSAGES.deliverable });
  }

  // No data URL is left, so nothing is stored here.
  const ids = await resolveFiles(deps, influencerId, requests, {
    allowed: WORK_FILE_TYPES,
    saved: new SavedFiles(),
  });
  requests.forEach((req, i) => {
    const slot = slots.get(req.key);
    const id = ids[i];
    if (slot && id && !slot.fileIds.includes(id)) slot.fileIds.push(id);
  });

  const kept = [...slots.values()].filter((s) => s.fileIds.length > 0);
  const notes = Object.fromEntries(Object.entries(body.notes).filter(([, text]) => text.trim() !== ''));
  if (!kept.length && !Object.keys(notes).length) {
    await repo.deleteDraft(deps.db, app.id);
    return null;
  }
  const row = await repo.upsertDraft(deps.db, {
    applicationId: app.id,
    slots: kept,
    notes,
    at: deps.clock.now(),
  });
  return toWire(deps, influencerId, row);
}
