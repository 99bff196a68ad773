import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { sendAddedEmail } from './added-email.ts';

/** The e-mail that tells a person they were added to a brand's team. */
export const brandTeamJobs: ModuleJobs = {
  tasks: {
    [TASKS.brandTeamEmail]: async (payload, deps) => {
      await sendAddedEmail(deps, payload as { brandId: string; staffId: string; addedBy: string });
    },
  },
};
