import { createHash } from 'node:crypto';
import type { SignerRole, SigningChannel } from '@ih/contract/agreement-enums';
import { AGREEMENT_MESSAGES as M } from '@ih/contract/agreements-messages';
import { addDays, istDay } from '@ih/contract/payout-terms';
import type { Executor } from '../../db/tx.ts';
import { recordEvent } from '../../events/record.ts';
import { AppError, badRequest, conflict, notFound, transitionNotAllowed } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { type CreatorPrincipal, type StaffPrincipal, staffCanActOnBrand } from '../../plugins/auth.ts';
import { consumeOtp, issueOtp, type OtpPurpose } from '../auth/otp.ts';
import { hit, ipLimits, OTP_LIMITS } from '../auth/rate-limit.ts';
import { documentUrlOf, issueDocument } from './document.ts';
import {
  type AgreementRow,
  type AgreementSource,
  addEvent,
  addHistoryNote,
  creatorContact,
  eventsOf,
  fixHash,
  insertSignature,
  latestAgreement,
  loadSource,
  markDeclined,
  signaturesOf,
  staffContact,
} from './repository.ts';
import { maskContact, statusOf, toAgreementWire } from './wire.ts';

/** Who is at the agreement: the creator of the application, or a brand person (or admin). */
export type Party =
  | { role: 'creator'; principal: CreatorPrincipal }
  | { role: 'brand'; principal: StaffPrincipal };

/** Where the request came from, for the audit trail. */
export interface Client {
  ip: string;
  userAgent?: string | undefined;
}

const actorOf = (party: Party) =>
  party.role === 'creator'
    ? { kind: 'influencer' as const, id: party.principal.influencerId }
    : { kind: 'staff' as const, id: party.principal.staffId };

/** The application, if this party may see its agreement; 404 otherwise (never reveal another's). */
async function sourceFor(db: Executor, party: Party, applicationId: string): Promise<AgreementSource> {
  const src = await loadSource(db, applicationId);
  const allowed =
    src &&
    (party.role === 'creator'
      ? src.influencerId === party.principal.influencerId
      : staffCanActOnBrand(party.principal, src.brandId));
  if (!src || !allowed) throw notFound(M.applicationNotFound);
  return src;
}

async function agreementFor(db: Executor, party: Party, applicationId: string) {
  const src = await sourceFor(db, party, applicationId);
  const a = await latestAgreement(db, applicationId);
  if (!a) throw notFound(M.notFound);
  return { src, a };
}

/** The person's name and contacts, to address a code and stamp the trail. */
async function personOf(deps: Deps, party: Party) {
  if (party.role === 'creator') {
    const c = await creatorContact(deps.db, party.principal.influencerId);
    if (!c) throw notFound(M.applicationNotFound);
    return { name: c.name, email: c.email, mobile: c.mobile, language: c.language };
  }
  const s = await staffContact(deps.db, party.principal.staffId);
  if (!s) throw notFound(M.applicationNotFound);
  return { name: s.name, email: s.email, mobile: null, language: s.language };
}

const purposeOf = (a: AgreementRow): OtpPurpose => ({
  scope: `agreement:${a.id}`,
  words: (t) => ({
    name: t('otp.signing'),
    use: t('otp.agreementUse', { version: String(a.version), campaign: a.terms.campaign.title }),
  }),
});

/** The day the usage rights end: the post's live day (India) plus their duration; null before it is live. */
export function usageRightsEndOn(a: AgreementRow, finalPostedAt: Date | null): string | null {
  const days = a.terms.usage_rights?.duration_days;
  return days && finalPostedAt ? addDays(istDay(finalPostedAt), days) : null;
}

/** Whose turn it is: the creator first, then the brand; nobody once declined or signed. */
const turnOf = (a: AgreementRow, signed: SignerRole[]): SignerRole | null => {
  const status = statusOf(
    a,
    signed.map((role) => ({ role })),
  );
  return status === 'awaiting creator' ? 'creator' : status === 'awaiting brand' ? 'brand' : null;
};

async function answer(deps: Deps, party: Party, src: AgreementSource, a: AgreementRow) {
  const [signatures, events] = await Promise.all([signaturesOf(deps.db, a.id), eventsOf(deps.db, a.id)]);
  return toAgreementWire(a, signatures, events, {
    documentUrl: await documentUrlOf(deps, a, signatures),
    usageRightsEndOn: usageRightsEndOn(a, src.finalPostedAt),
    canSign:
      turnOf(
        a,
        signatures.map((s) => s.role),
      ) === party.role,
  });
}

/** The agreement, as its party sees it; opening it is recorded as viewed (the first time per person). */
export async function getAgreement(deps: Deps, party: Party, applicationId: string, client: Client) {
  const { src, a } = await agreementFor(deps.db, party, applicationId);
  const actor = actorOf(party);
  const person = await personOf(deps, party);
  await addEvent(deps.db, {
    agreementId: a.id,
    type: 'viewed',
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: person.name,
    ip: client.ip,
    userAgent: client.userAgent,
    at: deps.clock.now(),
  });
  return answer(deps, party, src, a);
}

/** Refuses a party whose turn it is not (the creator signs first; nobody after a decline). */
function assertTurn(a: AgreementRow, signed: SignerRole[], role: SignerRole) {
  if (signed.includes(role)) return;
  const turn = turnOf(a, signed);
  if (turn === role) return;
  if (role === 'brand' && turn === 'creator') throw transitionNotAllowed(M.creatorFirst);
  throw transitionNotAllowed(
    M.notAwaitingYou(
      statusOf(
        a,
        signed.map((r) => ({ role: r })),
      ),
    ),
  );
}

/** Sends a one-time code to the party's own sign-in channel, limited like sign-in codes. */
export async function sendSigningCode(
  deps: Deps,
  party: Party,
  applicationId: string,
  channel: SigningChannel | undefined,
  client: Client,
) {
  const { a } = await agreementFor(deps.db, party, applicationId);
  const signed = (await signaturesOf(deps.db, a.id)).map((s) => s.role);
  if (signed.includes(party.role)) throw conflict(M.alreadySigned);
  assertTurn(a, signed, party.role);
  const person = await personOf(deps, party);
  const use: SigningChannel = channel ?? 'email';
  if (use === 'mobile' && (!person.mobile || !deps.sms.delivers))
    throw badRequest(M.mobileUnavailable, { channel: M.mobileUnavailable });
  const contact = use === 'mobile' ? person.mobile! : person.email;
  const kind = actorOf(party).kind;
  await hit(deps.db, ipLimits(deps.config).sendPerIp, client.ip, deps.clock.now());
  await hit(deps.db, OTP_LIMITS.sendPerContact, `${kind}:${contact}`, deps.clock.now());
  const { expiresInSeconds } = await issueOtp(deps, kind, use, contact, purposeOf(a), person.language);
  const masked = maskContact(contact);
  await addEvent(deps.db, {
    agreementId: a.id,
    type: 'code sent',
    actorKind: kind,
    actorId: actorOf(party).id,
    actorName: person.name,
    ip: client.ip,
    userAgent: client.userAgent,
    payload: { channel: use, contact: masked },
    at: deps.clock.now(),
  });
  return { channel: use, contact: masked, expiresInSeconds };
}

/** The channel of the party's latest code for this version (where the code they type went). */
async function lastChannel(deps: Deps, agreementId: string, actorId: string): Promise<SigningChannel> {
  const events = await eventsOf(deps.db, agreementId);
  const last = events.filter((e) => e.type === 'code sent' && e.actorId === actorId).at(-1);
  return last?.payload.channel === 'mobile' ? 'mobile' : 'email';
}

/** The code's check names the body's field `code` (sign-in calls it `otp`). */
async function checkCode(
  deps: Deps,
  kind: 'influencer' | 'staff',
  contact: string,
  code: string,
  a: AgreementRow,
) {
  try {
    await consumeOtp(deps, kind, contact, code, purposeOf(a));
  } catch (error) {
    if (error instanceof AppError && error.errors?.otp)
      throw new AppError(error.code, error.message, { code: error.errors.otp }, error.headers);
    throw error;
  }
}

/**
 * Signs the newest version for the party with their typed name and the code. The version is locked
 * first: a repeat (a double click, a retry) waits, finds the signature and answers the same without
 * a second one; a wrong code throws before anything is written. The first signature fixes the hash.
 */
export async function signAgreement(
  deps: Deps,
  party: Party,
  applicationId: string,
  body: { name: string; code: string },
  client: Client,
) {
  const { src } = await agreementFor(deps.db, party, applicationId);
  await hit(deps.db, ipLimits(deps.config).verifyPerIp, client.ip, deps.clock.now());
  const actor = actorOf(party);
  const person = await personOf(deps, party);
  const outcome = await deps.db.transaction(async (tx) => {
    const a = await latestAgreement(tx, applicationId, true);
    if (!a) throw notFound(M.notFound);
    const signatures = await signaturesOf(tx, a.id);
    if (signatures.some((s) => s.role === party.role)) return { a, signedNow: false, both: false };
    assertTurn(
      a,
      signatures.map((s) => s.role),
      party.role,
    );
    const channel = await lastChannel(deps, a.id, actor.id);
    const contact = channel === 'mobile' && person.mobile ? person.mobile : person.email;
    await checkCode(deps, actor.kind, contact, body.code, a);
    const now = deps.clock.now();
    const viewed = (await eventsOf(tx, a.id)).find((e) => e.type === 'viewed' && e.actorId === actor.id);
    const made = await insertSignature(tx, {
      agreementId: a.id,
      role: party.role,
      signerKind: actor.kind,
      signerId: actor.id,
      name: body.name.replace(/\s+/g, ' ').trim(),
      channel,
      contactMasked: maskContact(contact),
      ip: client.ip,
      userAgent: client.userAgent ?? null,
      viewedAt: viewed?.createdAt ?? null,
      signedAt: now,
    });
    if (!made) return { a, signedNow: false, both: false };
    await fixHash(tx, a.id, createHash('sha256').update(a.text, 'utf8').digest('hex'));
    await addEvent(tx, {
      agreementId: a.id,
      type: 'signed',
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: made.name,
      ip: client.ip,
      userAgent: client.userAgent,
      payload: { channel },
      at: now,
    });
    const both = signatures.length + 1 >= 2;
    await recordEvent(tx, {
      type: 'agreement.signed',
      actor: actor,
      at: now,
      applicationId,
      campaignId: src.campaignId,
      brandId: src.brandId,
      influencerId: src.influencerId,
      payload: { agreementId: a.id, version: a.version, role: party.role, both },
    });
    return { a: (await latestAgreement(tx, applicationId)) ?? a, signedNow: true, both };
  });
  if (outcome.signedNow)
    await issueDocument(deps, outcome.a).catch((err: unknown) => {
      deps.log.error({ err, agreementId: outcome.a.id }, 'agreement PDF could not be issued');
    });
  return {
    agreement: await answer(deps, party, src, outcome.a),
    signedNow: outcome.signedNow,
    both: outcome.both,
  };
}

/**
 * Either side declines before both have signed (issue 33), with a reason: the creator while it waits
 * for them, a brand person while it waits for either. The application's history says so, and the
 * other side is told (the notifications consumer, `agreement.declined` with who declined).
 */
export async function declineAgreement(
  deps: Deps,
  party: Party,
  applicationId: string,
  reason: string,
  client: Client,
) {
  const { src } = await agreementFor(deps.db, party, applicationId);
  const person = await personOf(deps, party);
  const actor =
    party.role === 'creator'
      ? { kind: 'influencer' as const, id: party.principal.influencerId }
      : { kind: 'staff' as const, id: party.principal.staffId };
  const a = await deps.db.transaction(async (tx) => {
    const a = await latestAgreement(tx, applicationId, true);
    if (!a) throw notFound(M.notFound);
    const status = statusOf(a, await signaturesOf(tx, a.id));
    const open = party.role === 'creator' ? status === 'awaiting creator' : status.startsWith('awaiting');
    if (!open) throw transitionNotAllowed(M.cannotDecline);
    const now = deps.clock.now();
    await markDeclined(tx, a.id, reason, now);
    await addEvent(tx, {
      agreementId: a.id,
      type: 'declined',
      actorKind: actor.kind,
      actorId: actor.id,
      actorName: person.name,
      ip: client.ip,
      userAgent: client.userAgent,
      payload: { reason },
      at: now,
    });
    const current = await loadSource(tx, applicationId);
    await addHistoryNote(tx, {
      applicationId,
      status: current?.status ?? src.status,
      actorKind: actor.kind,
      actorId: actor.id,
      note: `Declined the agreement (version ${a.version}): ${reason}`,
      at: now,
    });
    await recordEvent(tx, {
      type: 'agreement.declined',
      actor,
      at: now,
      applicationId,
      campaignId: src.campaignId,
      brandId: src.brandId,
      influencerId: src.influencerId,
      payload: { agreementId: a.id, version: a.version, reason, by: party.role },
    });
    return (await latestAgreement(tx, applicationId)) ?? a;
  });
  return answer(deps, party, src, a);
}
