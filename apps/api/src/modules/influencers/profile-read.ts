import { GENERIC_MESSAGES } from '@ih/contract/errors';
import type { ProfileData } from '@ih/contract/profile';
import { asc, eq, inArray } from 'drizzle-orm';
import { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';
import { files } from '../../db/schema/files.ts';
import { unauthenticated } from '../../lib/app-error.ts';
import { open } from '../../lib/crypto-box.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/service.ts';
import { profilePayoutFields } from '../payouts/read.ts';
import { profileToWire } from './wire.ts';

/** The purpose the bank account number is sealed under (crypto-box key separation). */
export const BANK_BOX = 'bank-account-number';

export async function loadInfluencer(deps: Deps, influencerId: string) {
  const [row] = await deps.db.select().from(influencers).where(eq(influencers.id, influencerId)).limit(1);
  // The session resolved to this id moment ago; if the row is gone the session is meaningless.
  if (!row) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
  return row;
}

export async function readProfile(deps: Deps, influencerId: string): Promise<ProfileData> {
  const row = await loadInfluencer(deps, influencerId);
  const social = await deps.db
    .select()
    .from(influencerSocialAccounts)
    .where(eq(influencerSocialAccounts.influencerId, influencerId))
    .orderBy(asc(influencerSocialAccounts.sortOrder));
  const ids = [row.profileImageFileId, row.cvFileId].filter((v): v is string => Boolean(v));
  const fileRows = ids.length
    ? await deps.db
        .select({ id: files.id, visibility: files.visibility })
        .from(files)
        .where(inArray(files.id, ids))
    : [];
  const urlOf = (id: string | null) => {
    const f = fileRows.find((r) => r.id === id);
    return f ? fileUrl(deps, f) : null;
  };
  return profileToWire(
    row,
    social,
    { profileImage: urlOf(row.profileImageFileId), cv: urlOf(row.cvFileId) },
    await profilePayoutFields(deps.db, deps.config, row.id),
  );
}

export async function readBankAccountNumber(deps: Deps, influencerId: string): Promise<string> {
  const row = await loadInfluencer(deps, influencerId);
  return row.bankAccountNumberEncrypted
    ? open(deps.config.appSecret, BANK_BOX, row.bankAccountNumberEncrypted)
    : '';
}
