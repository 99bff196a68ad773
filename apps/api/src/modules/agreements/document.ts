import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl, saveStream } from '../files/service.ts';
import { renderAgreementPdf } from './pdf.ts';
import {
  type AgreementRow,
  addEvent,
  filesOf,
  insertFile,
  latestAgreement,
  loadSource,
  type SignatureRow,
  signaturesOf,
} from './repository.ts';
import { statusOf } from './wire.ts';

const PDF_MAX_BYTES = 20 * 1024 * 1024;

/**
 * Draws the version's PDF as it stands (its text and a certificate of the signatures so far), stores
 * it as a private file of the creator, and records the hash of its bytes, so the copy anyone
 * downloads can be verified. Issued after each signature.
 */
export async function issueDocument(deps: Deps, a: AgreementRow): Promise<string> {
  // The row as stored now (its hash is fixed by the first signature).
  const fresh = await latestAgreement(deps.db, a.applicationId);
  const row = fresh?.id === a.id ? fresh : a;
  const signatures = await signaturesOf(deps.db, row.id);
  const src = await loadSource(deps.db, row.applicationId);
  const now = deps.clock.now();
  const bytes = await renderAgreementPdf({
    title: `${row.terms.campaign.title} (${row.terms.campaign.campaign_id})`,
    version: row.version,
    text: row.text,
    sha256: row.sha256 ?? createHash('sha256').update(row.text, 'utf8').digest('hex'),
    status: statusOf(row, signatures),
    signers: signatures.map((s) => ({
      role: s.role,
      name: s.name,
      contactMasked: s.contactMasked,
      channel: s.channel,
      ip: s.ip,
      userAgent: s.userAgent,
      viewedAt: s.viewedAt,
      signedAt: s.signedAt,
    })),
    issuedAt: now,
  });
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const stored = await saveStream(deps, {
    source: Readable.from([bytes]),
    filename: `agreement-${row.terms.campaign.campaign_id}-v${row.version}.pdf`,
    owner: { influencerId: src?.influencerId ?? row.terms.creator._id },
    visibility: 'private',
    allowed: ['application/pdf'],
    maxBytes: PDF_MAX_BYTES,
  });
  await deps.db.transaction(async (tx) => {
    await insertFile(tx, { agreementId: row.id, fileId: stored.id, sha256, at: now });
    await addEvent(tx, {
      agreementId: row.id,
      type: 'document issued',
      actorKind: 'system',
      actorId: null,
      actorName: 'Influence Hub',
      payload: { sha256, signatures: signatures.length },
      at: now,
    });
  });
  return stored.id;
}

/**
 * The link to the newest PDF of this version; one is issued first if a signature has none yet (its
 * issue failed right after signing). Null before any signature.
 */
export async function documentUrlOf(
  deps: Deps,
  a: AgreementRow,
  signatures: SignatureRow[],
): Promise<string | null> {
  if (signatures.length === 0) return null;
  const [latest] = await filesOf(deps.db, a.id);
  const lastSigned = Math.max(...signatures.map((s) => s.signedAt.getTime()));
  let fileId = latest && latest.createdAt.getTime() >= lastSigned ? latest.fileId : null;
  if (!fileId) {
    try {
      fileId = await issueDocument(deps, a);
    } catch (error) {
      deps.log.error({ err: error, agreementId: a.id }, 'agreement PDF could not be issued');
      fileId = latest?.fileId ?? null;
    }
  }
  return fileId ? fileUrl(deps, { id: fileId, visibility: 'private' }) : null;
}
