import type { InfluencerStatus } from '@ih/contract/enums';
import type { Db } from '../../src/db/client.ts';
import { influencerSocialAccounts } from '../../src/db/schema/accounts.ts';
import { type CreatedInfluencer, createInfluencer } from './accounts.ts';

export interface DiscoverableCreator extends CreatedInfluencer {
  /** Contact, bank and tax strings of this creator that no brand may ever be answered. */
  secrets: string[];
}

let n = 0;

/**
 * A creator with what search reads (niches, languages, place, accounts as [platform, handle,
 * followers as typed]) and with contact, bank and tax details on file, each a string no answer to a
 * brand may hold.
 */
export async function createDiscoverableCreator(
  db: Db,
  input: {
    name: string;
    state: string;
    city: string;
    niches: string[];
    languages: string[];
    accounts: [platform: string, handle: string, followers: string][];
    discoverable?: boolean;
    status?: InfluencerStatus;
  },
): Promise<DiscoverableCreator> {
  n++;
  const secret = {
    address: `Flat ${n}0${n}, Secret Residency`,
    upiId: `secret${n}upi@okhdfc`,
    ifscCode: `SCRT000${String(n).padStart(4, '0')}`,
    bankName: `Secret Bank ${n}`,
    bankAccountHolderName: `Holder ${n} Of Secrets`,
    panEncrypted: `sealed-pan-${n}-xyz`,
    gstin: `29SECRT${String(n).padStart(4, '0')}Z5`,
  };
  const created = await createInfluencer(db, {
    name: input.name,
    state: input.state,
    city: input.city,
    niches: input.niches,
    languages: input.languages,
    discoverable: input.discoverable ?? true,
    status: input.status ?? 'active',
    pincode: '411045',
    ...secret,
  });
  if (input.accounts.length)
    await db.insert(influencerSocialAccounts).values(
      input.accounts.map(([platformName, userName, followers], sortOrder) => ({
        influencerId: created.id,
        platformName,
        userName,
        followers,
        profileUrl: `https://example.com/${userName}`,
        sortOrder,
      })),
    );
  return { ...created, secrets: [created.email, created.mobileNumber, ...Object.values(secret)] };
}
