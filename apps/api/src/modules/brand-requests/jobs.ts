import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { sendDecisionEmail } from './decision-email.ts';

/** The e-mail that tells a company what was decided on its request to join. */
export const brandRequestJobs: ModuleJobs = {
  tasks: {
    [TASKS.brandRequestEmail]: async (payload, deps) => {
      await sendDecisionEmail(deps, (payload as { requestId: string }).requestId);
    },
  },
};
