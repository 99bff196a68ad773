import type { VerifyResult } from '@ih/contract/agreements';
import type { Executor } from '../../db/tx.ts';
import { findByHash, signaturesOf } from './repository.ts';
import { toVerifyResult, unknownDocument } from './wire.ts';

/** What the public verify call knows of a SHA-256: an agreement's text, or a PDF issued for one. */
export async function verifyHash(db: Executor, sha256: string): Promise<VerifyResult> {
  const found = await findByHash(db, sha256);
  if (!found) return unknownDocument;
  return toVerifyResult(
    found.agreement,
    await signaturesOf(db, found.agreement.id),
    found.matched,
    found.issuedAt,
  );
}
