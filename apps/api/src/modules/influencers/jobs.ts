import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { open } from '../../lib/crypto-box.ts';
import { checkDestinations } from '../payouts/destinations.ts';
import { BANK_BOX } from './profile-read.ts';
import { findInfluencerRow } from './repository.ts';

/**
 * Design §18: a creator's new bank account or UPI id is checked with the payout provider. The
 * account number is opened here, handed to the provider and never logged.
 */
export const influencerJobs: ModuleJobs = {
  tasks: {
    [TASKS.payoutDestinationCheck]: async (payload, deps) => {
      const { influencerId } = payload as { influencerId: string };
      const row = await findInfluencerRow(deps.db, influencerId);
      if (!row) return;
      const accountNumber = row.bankAccountNumberEncrypted
        ? open(deps.config.appSecret, BANK_BOX, row.bankAccountNumberEncrypted)
        : '';
      await checkDestinations(deps, row, accountNumber);
    },
  },
};
