import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { ensureExpiryTimers, expireCampaignApplications } from './expiry.ts';
import { decideForSilentBrand, remindPayout } from './on-time-jobs.ts';

/** The application timers: expiry at the deadline, a silent brand's decision, payout reminders. */
export const applicationJobs: ModuleJobs = {
  tasks: {
    [TASKS.applicationExpiry]: async (payload, deps) => {
      const { campaignId } = payload as { campaignId: string };
      const expired = await expireCampaignApplications(deps.db, deps.clock, campaignId);
      if (expired.length)
        deps.log.info({ campaignId, count: expired.length }, 'expired pending applications');
    },
    [TASKS.autoDecision]: async (payload, deps) => {
      await decideForSilentBrand(deps.db, deps.clock, (payload as { applicationId: string }).applicationId);
    },
    [TASKS.payoutReminder]: async (payload, deps) => {
      const { applicationId, kind } = payload as { applicationId: string; kind: 'soon' | 'overdue' };
      await remindPayout(deps.db, deps.clock, applicationId, kind);
    },
  },
  onStart: (deps) => ensureExpiryTimers(deps.db),
};
