import type { brandJoinBody } from '@ih/contract/brand-requests';
import {
  BRAND_JOIN_MESSAGES,
  BRAND_JOIN_REFUSALS,
  BRAND_REQUEST_MESSAGES as M,
} from '@ih/contract/brand-requests-messages';
import type { BrandRequestStatus } from '@ih/contract/brand-team-enums';
import { UUID_PATTERN } from '@ih/contract/patterns';
import type { z } from 'zod';
import type { Tx } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { addJob } from '../../jobs/add-job.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import type { StaffPrincipal } from '../../plugins/auth.ts';
import { hit } from '../auth/rate-limit.ts';
import { joinLimits } from './limits.ts';
import {
  brandGstinTaken,
  findRequestPage,
  findRequestView,
  insertBrandAndOwner,
  insertPending,
  lockRequest,
  markDecided,
  nicheExists,
  pendingWith,
  staffEmailTaken,
} from './repository.ts';
import { brandRequestWire } from './wire.ts';

type JoinInput = z.output<typeof brandJoinBody>;

/** Tries of a decision's e-mail before the job is kept as failed (`npm run jobs -- failed`). */
const EMAIL_JOB_ATTEMPTS = 8;

/**
 * Files a company's request to join. Refused with a sentence (409) when the e-mail already has a staff
 * account or a waiting request, or the GSTIN a brand or a waiting request; the unique indexes on
 * waiting requests settle two identical submits at the same moment, so one request is made.
 */
export async function requestToJoin(deps: Deps, input: JoinInput, ip: string): Promise<{ email: string }> {
  const now = deps.clock.now();
  const limits = joinLimits(deps.config);
  await hit(deps.db, limits.perIp, ip, now);
  await hit(deps.db, limits.perEmail, input.email, now);
  if (!(await nicheExists(deps.db, input.category)))
    throw badRequest(BRAND_JOIN_MESSAGES.category, { category: BRAND_JOIN_MESSAGES.category });
  if (await staffEmailTaken(deps.db, input.email)) throw conflict(BRAND_JOIN_REFUSALS.staffEmail);
  if (input.gstin && (await brandGstinTaken(deps.db, input.gstin)))
    throw conflict(BRAND_JOIN_REFUSALS.brandGstin);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertPending(tx, {
      companyName: input.companyName,
      contactName: input.contactName,
      email: input.email,
      mobile: input.mobile ?? null,
      website: input.website,
      nicheId: input.category,
      gstin: input.gstin ?? null,
      createdAt: now,
    });
    if (created)
      await recordEvent(tx, {
        type: 'brand_request.received',
        // Nobody is signed in: the form is public.
        actor: { kind: 'system', id: null },
        at: now,
        payload: { requestId: created },
      });
    return created;
  });
  if (!id) {
    const waiting = await pendingWith(deps.db, input.email, input.gstin);
    throw conflict(
      waiting.gstin && !waiting.email ? BRAND_JOIN_REFUSALS.pendingGstin : BRAND_JOIN_REFUSALS.pendingEmail,
    );
  }
  return { email: input.email };
}

export async function listRequests(
  deps: Deps,
  q: { status?: BrandRequestStatus | undefined; page: number; limit: number },
) {
  const { rows, total } = await findRequestPage(deps.db, q);
  return { items: rows.map(brandRequestWire), total };
}

async function loadView(deps: Deps, id: string) {
  const view = await findRequestView(deps.db, id);
  if (!view) throw notFound(M.notFound);
  return brandRequestWire(view);
}

/** The decision's e-mail is queued in the decision's transaction: it exists only if the decision commits. */
const queueDecisionEmail = (tx: Tx, id: string) =>
  addJob(
    tx,
    TASKS.brandRequestEmail,
    { requestId: id },
    { jobKey: `${TASKS.brandRequestEmail}:${id}`, maxAttempts: EMAIL_JOB_ATTEMPTS },
  );

/**
 * Approves a waiting request in one transaction: the brand, its owner's account and their place on the
 * team, the request marked with who and when, and the welcome e-mail queued. The request's row lock
 * makes a second approval wait and then find it decided, so there is never a second brand.
 */
export async function approveRequest(deps: Deps, staff: StaffPrincipal, id: string) {
  if (!UUID_PATTERN.test(id)) throw notFound(M.notFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const r = await lockRequest(tx, id);
    if (!r) throw notFound(M.notFound);
    if (r.status === 'approved') throw conflict(M.alreadyApproved);
    if (r.status === 'rejected') throw transitionNotAllowed(M.rejectedCannotApprove);
    if (await staffEmailTaken(tx, r.email)) throw conflict(M.staffEmail(r.email));
    if (r.gstin && (await brandGstinTaken(tx, r.gstin))) throw conflict(M.brandGstin);
    const made = await insertBrandAndOwner(tx, r, now);
    if (!made) throw conflict(M.staffEmail(r.email));
    await markDecided(tx, id, { status: 'approved', by: staff.staffId, at: now, ...made });
    const actor = { kind: 'staff' as const, id: staff.staffId };
    await recordEvent(tx, {
      type: 'brand.created',
      actor,
      at: now,
      brandId: made.brandId,
      payload: { name: r.companyName, requestId: id },
    });
    await recordEvent(tx, {
      type: 'brand_request.decided',
      actor,
      at: now,
      brandId: made.brandId,
      payload: { requestId: id, status: 'approved', ownerId: made.ownerId },
    });
    await queueDecisionEmail(tx, id);
  });
  return loadView(deps, id);
}

/** Rejects a waiting request with its reason, which is e-mailed to the contact. */
export async function rejectRequest(deps: Deps, staff: StaffPrincipal, id: string, reason: string) {
  if (!UUID_PATTERN.test(id)) throw notFound(M.notFound);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const r = await lockRequest(tx, id);
    if (!r) throw notFound(M.notFound);
    if (r.status === 'rejected') throw conflict(M.alreadyRejected);
    if (r.status === 'approved') throw transitionNotAllowed(M.approvedCannotReject);
    await markDecided(tx, id, { status: 'rejected', by: staff.staffId, at: now, reason });
    await recordEvent(tx, {
      type: 'brand_request.decided',
      actor: { kind: 'staff', id: staff.staffId },
      at: now,
      payload: { requestId: id, status: 'rejected' },
    });
    await queueDecisionEmail(tx, id);
  });
  return loadView(deps, id);
}
