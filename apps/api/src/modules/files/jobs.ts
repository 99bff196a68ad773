import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';

/** A multipart upload nobody finished in this long was left by a process that died mid-upload. */
export const ABANDONED_UPLOAD_MS = 24 * 3600 * 1000;

/** The hourly sweep of multipart uploads a killed process left in the bucket. */
export const fileJobs: ModuleJobs = {
  tasks: {
    [TASKS.storageSweep]: async (_payload, deps) => {
      if (!deps.storage?.abortStaleUploads) return;
      const olderThan = new Date(deps.clock.now().getTime() - ABANDONED_UPLOAD_MS);
      const aborted = await deps.storage.abortStaleUploads(olderThan);
      if (aborted) deps.log.info({ aborted }, 'aborted abandoned multipart uploads');
    },
  },
};
