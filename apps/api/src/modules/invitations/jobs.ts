import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { ensureInvitationTimers } from './repository.ts';
import { expireInvitation } from './service.ts';

/** The invitation timer: closes one nobody answered by its answer-by time (design §15). */
export const invitationJobs: ModuleJobs = {
  tasks: {
    [TASKS.invitationExpiry]: async (payload, deps) => {
      const { invitationId } = payload as { invitationId: string };
      if (await expireInvitation(deps.db, deps.clock, invitationId))
        deps.log.info({ invitationId }, 'invitation ran out unanswered');
    },
  },
  onStart: (deps) => ensureInvitationTimers(deps.db),
};
