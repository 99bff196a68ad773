import type { ApplicationStatus } from '@ih/contract/enums';
import { PROOF_TYPES, UPLOAD_PURPOSES } from '@ih/contract/files';
import { isHttpUrl } from '@ih/contract/validation';
import type { postSubmissionBody, workSubmissionBody } from '@ih/contract/work';
import { WORK_MESSAGES } from '@ih/contract/work';
import { checkSlots, slotKey, slotRules } from '@ih/contract/work-slots';
import type { z } from 'zod';
import { recordEvent } from '../../events/record.ts';
import { badRequest, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { assertAgreementSigned } from '../agreements/gate.ts';
import { isTransitionAllowed, notAllowedMessage, transition } from '../applications/transitions.ts';
import { deleteDraft } from './drafts-repository.ts';
import { findSlotParts, insertSubmissionVersion, type NewItem, type SubmissionKind } from './repository.ts';
import {
  checkTarget,
  type FileRequest,
  findTargetApplication,
  resolveFiles,
  SavedFiles,
  type TargetApplication,
  WORK_FILE_TYPES,
} from './resolve.ts';

type WorkBody = z.output<typeof workSubmissionBody>;
type PostBody = z.output<typeof postSubmissionBody>;

const blank = (v: string | null | undefined) => !v || v.trim() === '';

/** Fails fast, before any file is stored, when the application cannot take this submission now. */
function assertCanMove(target: TargetApplication, to: ApplicationStatus): void {
  if (!isTransitionAllowed(target.status, to, 'influencer')) {
    throw transitionNotAllowed(notAllowedMessage(target.status, to));
  }
}

/**
 * Stores the new version and moves the application in ONE transaction. The transition locks the
 * application row first, so of two simultaneous submits the second waits, then finds the status
 * already moved and gets 422: exactly one version is created. Files stored for a refused request
 * are removed again.
 */
async function commit(
  deps: Deps,
  input: {
    influencerId: string;
    target: TargetApplication;
    to: ApplicationStatus;
    kind: SubmissionKind;
    items: NewItem[];
    saved: SavedFiles;
  },
): Promise<number> {
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      await transition(tx, {
        applicationId: input.target.id,
        to: input.to,
        actor: { kind: 'influencer', id: input.influencerId },
        influencerId: input.influencerId,
        now,
      });
      const version = await insertSubmissionVersion(tx, {
        applicationId: input.target.id,
        kind: input.kind,
        items: input.items,
        at: now,
      });
      // The work is sent: its draft has done its job (issue 26 B).
      if (input.kind === 'work') await deleteDraft(tx, input.target.id);
      await recordEvent(tx, {
        type: input.kind === 'work' ? 'submission.versioned' : 'post.details',
        actor: { kind: 'influencer', id: input.influencerId },
        at: now,
        applicationId: input.target.id,
        campaignId: input.target.campaignId,
        influencerId: input.influencerId,
        payload: { version, items: input.items.length },
      });
      return version;
    });
  } catch (error) {
    await input.saved.discard(deps);
    throw error;
  }
}

/**
 * Every slot the brand requires holds a file, and each slot holds as many as its format asks for
 * ('jpg / png (5-8 slides)'), checked before any file is stored: one sentence naming what is
 * missing, under each missing or miscounted slot's field (issue 26 A, D).
 */
async function assertSlotsFilled(
  deps: Deps,
  target: TargetApplication,
  requests: { key: string }[],
  paths: Map<string, string>,
): Promise<void> {
  const parts = await findSlotParts(deps.db, target.campaignId);
  const rules = slotRules(parts.deliverables, parts.platforms);
  const counts = new Map<string, number>();
  for (const r of requests) counts.set(r.key, (counts.get(r.key) ?? 0) + 1);
  const problems = checkSlots(rules, counts);
  const [first] = problems;
  if (!first) return;
  const errors: Record<string, string> = {};
  for (const p of problems) {
    const key = slotKey(p.platformId, p.deliverableId);
    errors[paths.has(key) ? `${paths.get(key)}.files` : `slots.${key}`] = p.message;
  }
  throw badRequest(first.message, errors);
}

/** PUT /v1/influencer/task/submission: work files per platform and deliverable (doc 001 §3). */
export async function submitWork(deps: Deps, influencerId: string, body: WorkBody): Promise<number> {
  const target = await findTargetApplication(deps, influencerId, body.taskId);
  assertCanMove(target, 'pending review');
  await assertAgreementSigned(deps.db, target.id);

  // Entries keyed by platform and deliverable, so the same pair sent twice becomes one item.
  const items = new Map<string, NewItem & { fileIds: string[] }>();
  const requests: (FileRequest & { key: string })[] = [];
  const paths = new Map<string, string>();
  body.task_details.forEach((entry, p) => {
    entry.deliverables.forEach((d, i) => {
      // Deliverables without a type are skipped (doc 001 §5).
      if (blank(d.deliverableType) || !d.deliverableType) return;
      const path = `task_details.${p}.deliverables.${i}`;
      const urls = d.files.map((f) => f.fileUrl.trim()).filter((u) => u !== '');
      if (!urls.length) return;
      const deliverableId = checkTarget(target, entry.platformId, d.deliverableType, path);
      const key = slotKey(entry.platformId, deliverableId);
      if (!paths.has(key)) paths.set(key, path);
      const item = items.get(key) ?? {
        platformId: entry.platformId,
        deliverableId,
        notes: d.notes?.trim() || null,
        fileIds: [],
      };
      items.set(key, item);
      urls.forEach((url, f) => {
        requests.push({ url, path: `${path}.files.${f}.fileUrl`, key });
      });
    });
  });
  if (!requests.length) throw badRequest(WORK_MESSAGES.noFiles, { task_details: WORK_MESSAGES.noFiles });
  await assertSlotsFilled(deps, target, requests, paths);

  const saved = new SavedFiles();
  let ids: string[];
  try {
    ids = await resolveFiles(deps, influencerId, requests, { allowed: WORK_FILE_TYPES, saved });
  } catch (error) {
    await saved.discard(deps);
    throw error;
  }
  requests.forEach((req, i) => {
    const id = ids[i];
    if (id) items.get(req.key)?.fileIds.push(id);
  });
  return commit(deps, {
    influencerId,
    target,
    to: 'pending review',
    kind: 'work',
    items: [...items.values()],
    saved,
  });
}

/** PUT /v1/influencer/task/final-submission: post links and screenshots (doc 001 §3). */
export async function submitPostDetails(deps: Deps, influencerId: string, body: PostBody): Promise<number> {
  const target = await findTargetApplication(deps, influencerId, body.taskId);
  assertCanMove(target, 'final submission');

  const items = new Map<string, NewItem>();
  const proofs: (FileRequest & { key: string })[] = [];
  body.task_details.forEach((entry, p) => {
    entry.deliverables.forEach((d, i) => {
      if (blank(d.deliverableType) || !d.deliverableType) return;
      const path = `task_details.${p}.deliverables.${i}`;
      const link = d.task_link?.trim() ?? '';
      const proof = d.task_proof?.trim() ?? '';
      if (!link && !proof) return;
      const deliverableId = checkTarget(target, entry.platformId, d.deliverableType, path);
      if (link && !isHttpUrl(link)) {
        throw badRequest(WORK_MESSAGES.postLink, { [`${path}.task_link`]: WORK_MESSAGES.postLink });
      }
      const key = `${entry.platformId}|${deliverableId}`;
      const item = items.get(key) ?? { platformId: entry.platformId, deliverableId };
      if (link) item.taskLink = link;
      if (d.disclosure) item.disclosure = d.disclosure;
      items.set(key, item);
      if (proof) proofs.push({ url: proof, path: `${path}.task_proof`, key });
    });
  });
  if (!items.size)
    throw badRequest(WORK_MESSAGES.noPostDetails, { task_details: WORK_MESSAGES.noPostDetails });

  const saved = new SavedFiles();
  let ids: string[];
  try {
    ids = await resolveFiles(deps, influencerId, proofs, {
      allowed: PROOF_TYPES,
      maxBytes: UPLOAD_PURPOSES.proof.maxBytes,
      saved,
    });
  } catch (error) {
    await saved.discard(deps);
    throw error;
  }
  proofs.forEach((req, i) => {
    const item = items.get(req.key);
    if (item && ids[i]) item.proofFileId = ids[i];
  });
  return commit(deps, {
    influencerId,
    target,
    to: 'final submission',
    kind: 'post',
    items: [...items.values()],
    saved,
  });
}
