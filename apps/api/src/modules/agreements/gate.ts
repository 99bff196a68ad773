import { AGREEMENT_MESSAGES } from '@ih/contract/agreements-messages';
import type { Executor } from '../../db/tx.ts';
import { conflict } from '../../lib/app-error.ts';
import { latestAgreement, loadSource, signaturesOf } from './repository.ts';
import { statusOf } from './wire.ts';

/**
 * Design §16: where the campaign requires an agreement, work is uploaded only once both sides signed
 * its newest version; until then 409 with the one sentence.
 */
export async function assertAgreementSigned(db: Executor, applicationId: string): Promise<void> {
  const src = await loadSource(db, applicationId);
  if (!src?.agreementRequired) return;
  const a = await latestAgreement(db, applicationId);
  if (a && statusOf(a, await signaturesOf(db, a.id)) === 'signed') return;
  throw conflict(AGREEMENT_MESSAGES.signFirst);
}
