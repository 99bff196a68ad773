import { applicationCode } from '@ih/contract/work';
import type { Db } from '../../src/db/client.ts';
import { createInfluencer, createStaff, tokenFor } from './accounts.ts';
import { createBrand, createCampaign } from './catalogue.ts';
import { createApplication } from './pipeline.ts';

export type PayableStatus = 'final posted' | 'final submission' | 'approved';

export interface PayableTask {
  id: string;
  /** The application's public code (what receipts and payment rows name). */
  code: string;
  campaignCode: string;
  amount: number;
}

/** A task of the creator on a new campaign of the brand: payable when final posted (the default). */
export async function createPayableTask(
  db: Db,
  input: { influencerId: string; brandId: string; amount?: number; status?: PayableStatus },
): Promise<PayableTask> {
  const amount = input.amount ?? 5000;
  const campaign = await createCampaign(db, { brandId: input.brandId });
  const app = await createApplication(db, {
    influencerId: input.influencerId,
    campaignId: campaign.id,
    status: input.status ?? 'final posted',
    finalAmount: amount,
  });
  return { id: app.id, code: applicationCode(app.id), campaignCode: campaign.code, amount };
}

export interface PaymentsWorld {
  brandA: string;
  brandB: string;
  /** Token of an admin. */
  admin: string;
  /** Token of a brand-role member of brand A only. */
  brandStaff: string;
  /** A creator with UPI and bank details, and a session. */
  creator: { id: string; token: string };
}

/** The cast of the admin payment tests: two brands, an admin, a brand A member and a payable creator. */
export async function createPaymentsWorld(db: Db): Promise<PaymentsWorld> {
  const brandA = (await createBrand(db)).id;
  const brandB = (await createBrand(db)).id;
  const admin = await tokenFor(db, { staffId: (await createStaff(db, { role: 'admin' })).id });
  const member = await createStaff(db, { role: 'brand', brandIds: [brandA] });
  const brandStaff = await tokenFor(db, { staffId: member.id });
  const c = await createInfluencer(db, {
    name: 'Asha Rao',
    upiId: 'asha@okhdfc',
    bankName: 'HDFC Bank',
    bankAccountHolderName: 'Asha Rao',
    bankAccountNumberLast4: '1234',
    ifscCode: 'HDFC0001234',
  });
  const creator = { id: c.id, token: await tokenFor(db, { influencerId: c.id }) };
  return { brandA, brandB, admin, brandStaff, creator };
}
