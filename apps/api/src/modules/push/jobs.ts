import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { type PushJobPayload, sendNotificationPush } from './send.ts';

/** Web Push: one notification's push to the person's devices (design §19). */
export const pushJobs: ModuleJobs = {
  tasks: {
    [TASKS.notificationPush]: async (payload, deps) => {
      await sendNotificationPush(deps, payload as PushJobPayload);
    },
  },
};
