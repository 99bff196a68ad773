import type { AgreementStatus, SignerRole } from '@ih/contract/agreement-enums';
import type { AgreementTerms, AgreementWire, UsageRightsWire, VerifyResult } from '@ih/contract/agreements';
import type { AgreementEventRow, AgreementRow, SignatureRow } from './repository.ts';

/** What the terms are made of, as the repository reads them. */
export interface TermsRow {
  campaignId: string;
  code: string;
  title: string;
  brandId: string;
  brandName: string;
  influencerId: string;
  creatorName: string;
  finalAmount: number | null;
  payoutTermsDays: number;
  usageRights: UsageRightsWire | null;
  deadline: Date | null;
}

/** The agreement's terms (design §16) from the application, campaign, brand and creator. */
export function toTerms(
  row: TermsRow,
  deliverables: { type: string; postingDate: string | null }[],
): AgreementTerms {
  return {
    campaign: { _id: row.campaignId, campaign_id: row.code, title: row.title },
    brand: { _id: row.brandId, name: row.brandName },
    creator: { _id: row.influencerId, name: row.creatorName },
    amount: row.finalAmount ?? 0,
    payout_terms_days: row.payoutTermsDays,
    usage_rights: row.usageRights ?? null,
    deliverables: deliverables.map((d) => ({ type: d.type, posting_date: d.postingDate })),
    submissionDeadline: row.deadline ? row.deadline.toISOString() : null,
  };
}

/** An agreement version's state: declined, else by who has signed (the creator first). */
export function statusOf(
  a: Pick<AgreementRow, 'declinedAt'>,
  signatures: Pick<SignatureRow, 'role'>[],
): AgreementStatus {
  if (a.declinedAt) return 'declined';
  const roles = new Set(signatures.map((s) => s.role));
  if (roles.has('creator') && roles.has('brand')) return 'signed';
  return roles.has('creator') ? 'awaiting brand' : 'awaiting creator';
}

const roleOfActor = (kind: string): SignerRole | 'system' =>
  kind === 'influencer' ? 'creator' : kind === 'staff' ? 'brand' : 'system';

/** THE agreement wire mapper (design §16). */
export function toAgreementWire(
  a: AgreementRow,
  signatures: SignatureRow[],
  events: AgreementEventRow[],
  extra: { documentUrl: string | null; usageRightsEndOn: string | null; canSign: boolean },
): AgreementWire {
  return {
    _id: a.id,
    version: a.version,
    status: statusOf(a, signatures),
    sha256: a.sha256,
    documentUrl: extra.documentUrl,
    terms: a.terms,
    text: a.text,
    signers: signatures.map((s) => ({
      role: s.role,
      name: s.name,
      signedAt: s.signedAt.toISOString(),
      channel: s.channel,
    })),
    events: events.map((e) => ({
      type: e.type,
      at: e.createdAt.toISOString(),
      actor: { role: roleOfActor(e.actorKind), name: e.actorName },
    })),
    declineReason: a.declineReason,
    usageRightsEndOn: extra.usageRightsEndOn,
    canSign: extra.canSign,
    createdAt: a.createdAt.toISOString(),
  };
}

export const unknownDocument: VerifyResult = {
  found: false,
  matched: null,
  status: null,
  campaign: null,
  version: null,
  signers: [],
  issuedAt: null,
};

/** What the public verify call says of a known document: names and times only, never contacts. */
export function toVerifyResult(
  a: AgreementRow,
  signatures: SignatureRow[],
  matched: 'agreement text' | 'pdf',
  issuedAt: Date | null,
): VerifyResult {
  return {
    found: true,
    matched,
    status: statusOf(a, signatures),
    campaign: `${a.terms.campaign.title} (${a.terms.campaign.campaign_id})`,
    version: a.version,
    signers: signatures.map((s) => ({ role: s.role, name: s.name, signedAt: s.signedAt.toISOString() })),
    issuedAt: issuedAt ? issuedAt.toISOString() : null,
  };
}

/** A contact as the certificate prints it: 'ra•••@example.com', '••••••3210'. */
export function maskContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, Math.min(2, at))}•••${contact.slice(at)}`;
  return `${'•'.repeat(Math.max(0, contact.length - 4))}${contact.slice(-4)}`;
}
