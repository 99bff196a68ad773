import type { Tx } from '../../db/tx.ts';
import {
  type AgreementSource,
  addEvent,
  applicationsUnderWay,
  insertAgreement,
  latestAgreement,
  loadSource,
  supersede,
} from './repository.ts';
import { agreementText } from './text.ts';

/*
 * Where agreements are made (design §16, ADR 035): on acceptance, and again whenever the terms they
 * were made from change. Called inside the caller's transaction (the transition's, the campaign
 * edit's), so an acceptance never exists without its agreement.
 */

/** A campaign that states usage rights, or asks for signing, gets an agreement for each accepted creator. */
export const needsAgreement = (src: Pick<AgreementSource, 'agreementRequired' | 'usageRights'>) =>
  src.agreementRequired || src.usageRights !== null;

/**
 * Makes the application's agreement, or its next version when the terms' text changed since the
 * newest one (which is then superseded, signed or not: a signed document never changes, so new
 * terms are signed again). Nothing when the terms are the same. Returns whether a version was made.
 */
export async function makeAgreement(tx: Tx, applicationId: string, at: Date): Promise<boolean> {
  const src = await loadSource(tx, applicationId);
  if (!src) return false;
  const latest = await latestAgreement(tx, applicationId, true);
  if (!latest && !needsAgreement(src)) return false;
  if (latest && latest.text === agreementText(src.terms, { applicationId, version: latest.version }))
    return false;
  const version = (latest?.version ?? 0) + 1;
  if (latest) {
    await supersede(tx, latest.id, at);
    await addEvent(tx, {
      agreementId: latest.id,
      type: 'superseded',
      actorKind: 'system',
      actorId: null,
      actorName: 'Influence Hub',
      payload: { by: version },
      at,
    });
  }
  const made = await insertAgreement(tx, {
    applicationId,
    version,
    text: agreementText(src.terms, { applicationId, version }),
    terms: src.terms,
    at,
  });
  if (!made) return false;
  await addEvent(tx, {
    agreementId: made.id,
    type: 'created',
    actorKind: 'system',
    actorId: null,
    actorName: 'Influence Hub',
    payload: latest ? { supersedes: latest.version } : {},
    at,
  });
  return true;
}

/** A campaign's terms changed: each creator whose work is under way gets a new version if their text changed. */
export async function reviseCampaignAgreements(tx: Tx, campaignId: string, at: Date): Promise<number> {
  let made = 0;
  for (const id of await applicationsUnderWay(tx, campaignId)) if (await makeAgreement(tx, id, at)) made++;
  return made;
}
