import { USAGE_RIGHTS_REMINDER_DAYS } from '@ih/contract/agreements-messages';
import { istDay } from '@ih/contract/payout-terms';
import { recordEvent } from '../../events/record.ts';
import type { EventConsumer } from '../../jobs/consumers.ts';
import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer } from '../../jobs/timers.ts';
import { eventTold, latestAgreement, loadSource } from './repository.ts';
import { usageRightsEndOn } from './service.ts';

const DAY_MS = 86_400_000;
const timerKey = (applicationId: string) => `${TASKS.usageRightsEnding}:${applicationId}`;

/**
 * When a post goes live, the agreement's usage rights start to run (design §16): a timer tells both
 * sides 7 days before they end (live day + duration, India's calendar).
 */
const rightsTimerConsumer: EventConsumer = {
  name: 'agreement-rights',
  async handle(event, deps) {
    if (event.type !== 'application.moved' || event.payload.to !== 'final posted' || !event.applicationId)
      return;
    const applicationId = event.applicationId;
    await deps.db.transaction(async (tx) => {
      const src = await loadSource(tx, applicationId);
      const a = await latestAgreement(tx, applicationId);
      const end = a && src ? usageRightsEndOn(a, src.finalPostedAt) : null;
      if (!end) return;
      // The reminder at the same time of day as the post went live, 7 days before the end day.
      const live = src!.finalPostedAt!;
      const endsAt = new Date(live.getTime() + (Date.parse(end) - Date.parse(istDay(live))));
      await setTimer(tx, deps.clock, {
        key: timerKey(applicationId),
        task: TASKS.usageRightsEnding,
        dueAt: new Date(endsAt.getTime() - USAGE_RIGHTS_REMINDER_DAYS * DAY_MS),
        payload: { applicationId, endsOn: end },
      });
    });
  },
};

export const agreementJobs: ModuleJobs = {
  consumers: [rightsTimerConsumer],
  tasks: {
    [TASKS.usageRightsEnding]: async (payload, deps) => {
      const { applicationId, endsOn } = payload as { applicationId: string; endsOn: string };
      await deps.db.transaction(async (tx) => {
        // A retried job tells nobody twice.
        if (await eventTold(tx, applicationId, 'agreement.rights_ending')) return;
        const src = await loadSource(tx, applicationId);
        if (!src) return;
        await recordEvent(tx, {
          type: 'agreement.rights_ending',
          actor: { kind: 'system', id: null },
          at: deps.clock.now(),
          applicationId,
          campaignId: src.campaignId,
          brandId: src.brandId,
          influencerId: src.influencerId,
          payload: { endsOn },
        });
      });
    },
  },
};
