import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { reconcilePayout, sendPayout } from './pay.ts';
import { ensureSummaryTimer, sendPayoutSummary } from './summary.ts';

/** Payouts through a provider (design §18): sending, reconciling, and the admins' daily summary. */
export const payoutJobs: ModuleJobs = {
  tasks: {
    [TASKS.payoutSend]: async (payload, deps) => {
      await sendPayout(deps, (payload as { attemptId: string }).attemptId);
    },
    [TASKS.payoutReconcile]: async (payload, deps) => {
      await reconcilePayout(deps, (payload as { attemptId: string }).attemptId);
    },
    [TASKS.payoutSummary]: async (_payload, deps) => {
      await sendPayoutSummary(deps);
    },
  },
  onStart: (deps) => ensureSummaryTimer(deps),
};
