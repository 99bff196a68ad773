import { PROOF_TYPES } from '@ih/contract/files';
import type { MetricReadingBody } from '@ih/contract/results';
import { RESULTS_MESSAGES } from '@ih/contract/results';
import { recordEvent } from '../../events/record.ts';
import { AppError, badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { staffCanActOnBrand } from '../../plugins/auth.ts';
import {
  findApplication,
  findOwnFile,
  insertReading,
  liveWorkOf,
  lockReading,
  type MetricRow,
  postsOf,
  readingsOf,
  refreshMedianViews,
  updateReading,
} from './repository.ts';

/** A post link as the creator may type it again: trimmed, without a trailing slash. */
const sameLink = (a: string, b: string) => a.trim().replace(/\/+$/, '') === b.trim().replace(/\/+$/, '');

const isLive = (status: string) => status === 'final posted';

/** The creator's own application; another creator's is as if it did not exist. */
async function ownApplication(deps: Deps, influencerId: string, applicationId: string) {
  const app = await findApplication(deps.db, applicationId.toLowerCase());
  if (app?.influencerId !== influencerId) throw notFound(RESULTS_MESSAGES.workNotFound);
  return app;
}

/**
 * POST …/metrics (design §17): the creator's numbers for one of their own live posts, proved by an
 * insights screenshot they uploaded. Another creator's work is not found; a post not yet live, a
 * link that is not one of the work's posts, or proof that is not their stored image is refused.
 */
export async function addReading(
  deps: Deps,
  influencerId: string,
  applicationId: string,
  body: MetricReadingBody,
): Promise<MetricRow> {
  const app = await ownApplication(deps, influencerId, applicationId);
  if (!isLive(app.status)) throw transitionNotAllowed(RESULTS_MESSAGES.notLive);
  const posts = await postsOf(deps.db, [app.id]);
  const post = posts.find((p) => sameLink(p.postUrl, body.postUrl));
  if (!post) throw badRequest(RESULTS_MESSAGES.postUrl, { postUrl: RESULTS_MESSAGES.postUrl });
  const proof = await findOwnFile(deps.db, influencerId, body.proofFileId.toLowerCase());
  if (!proof)
    throw new AppError('NOT_FOUND', RESULTS_MESSAGES.proofFileId, {
      proofFileId: RESULTS_MESSAGES.proofFileId,
    });
  if (!(PROOF_TYPES as readonly string[]).includes(proof.contentType))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', RESULTS_MESSAGES.proofNotImage, {
      proofFileId: RESULTS_MESSAGES.proofNotImage,
    });
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const { row, added } = await insertReading(tx, {
      applicationId: app.id,
      campaignId: app.campaignId,
      influencerId,
      platform: post.platform,
      postUrl: post.postUrl,
      views: body.views,
      likes: body.likes,
      comments: body.comments,
      shares: body.shares ?? null,
      saves: body.saves ?? null,
      reach: body.reach ?? null,
      source: 'self-reported',
      capturedAt: now,
      proofFileId: proof.id,
    });
    // The same screenshot again: the same reading retried answers it; other numbers need their own proof.
    if (!added && (row.applicationId !== app.id || row.postUrl !== post.postUrl || row.views !== body.views))
      throw conflict(RESULTS_MESSAGES.proofUsed);
    if (added)
      await recordEvent(tx, {
        type: 'metrics.reported',
        actor: { kind: 'influencer', id: influencerId },
        at: now,
        applicationId: app.id,
        campaignId: app.campaignId,
        influencerId,
        payload: { metricId: row.id, postUrl: row.postUrl },
      });
    return row;
  });
}

/** The work's posts and readings, newest first (the creator's own work only). */
export async function workReadings(deps: Deps, influencerId: string, applicationId: string) {
  return readingsFor(deps, await ownApplication(deps, influencerId, applicationId));
}

async function readingsFor(deps: Deps, app: { id: string; status: string }) {
  const [posts, readings] = await Promise.all([postsOf(deps.db, [app.id]), readingsOf(deps.db, [app.id])]);
  return { live: isLive(app.status), postUrls: posts.map((p) => p.postUrl), readings };
}

/** The application if the staff member may act on its brand; another brand's is as if it did not exist. */
async function staffApplication(deps: Deps, staff: StaffPrincipal, applicationId: string) {
  const app = await findApplication(deps.db, applicationId.toLowerCase());
  if (!app || !staffCanActOnBrand(staff, app.brandId)) throw notFound(RESULTS_MESSAGES.workNotFound);
  return app;
}

export async function staffReadings(deps: Deps, staff: StaffPrincipal, applicationId: string) {
  return readingsFor(deps, await staffApplication(deps, staff, applicationId));
}

/**
 * Staff confirm a reported reading, or question it with a reason (the creator is told and may add a
 * new one). A repeat of the same decision answers the same; the other decision on a decided reading
 * is refused. Confirming refreshes the creator's median views on their discovery card.
 */
export async function decideReading(
  deps: Deps,
  staff: StaffPrincipal,
  applicationId: string,
  metricId: string,
  decision: { to: 'confirmed' } | { to: 'questioned'; reason: string },
): Promise<MetricRow> {
  const app = await staffApplication(deps, staff, applicationId);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockReading(tx, app.id, metricId.toLowerCase());
    if (!row) throw notFound(RESULTS_MESSAGES.metricNotFound);
    if (row.status === decision.to) return row;
    if (row.status !== 'reported') throw transitionNotAllowed(RESULTS_MESSAGES.alreadyDecided(row.status));
    if (row.source !== 'self-reported') throw transitionNotAllowed(RESULTS_MESSAGES.notSelfReported);
    const updated = await updateReading(tx, row.id, {
      status: decision.to,
      note: decision.to === 'questioned' ? decision.reason : null,
      decidedByStaffId: staff.staffId,
      decidedAt: now,
    });
    if (decision.to === 'confirmed') await refreshMedianViews(tx, row.influencerId);
    await recordEvent(tx, {
      type: decision.to === 'confirmed' ? 'metrics.confirmed' : 'metrics.questioned',
      actor: { kind: 'staff', id: staff.staffId },
      at: now,
      applicationId: app.id,
      campaignId: app.campaignId,
      brandId: app.brandId,
      influencerId: app.influencerId,
      payload: { metricId: row.id, postUrl: row.postUrl, reason: updated.note },
    });
    return updated;
  });
}

/** The creator's live work with each one's readings (their record of results). */
export async function myResults(deps: Deps, influencerId: string) {
  const work = await liveWorkOf(deps.db, influencerId);
  const ids = work.map((w) => w.applicationId);
  const [posts, readings] = await Promise.all([postsOf(deps.db, ids), readingsOf(deps.db, ids)]);
  return work.map((w) => ({
    ...w,
    postUrls: posts.filter((p) => p.applicationId === w.applicationId).map((p) => p.postUrl),
    readings: readings.filter((r) => r.applicationId === w.applicationId),
  }));
}
