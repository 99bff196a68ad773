import type { ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { notificationsConsumer } from './consumer.ts';
import { sendNotificationEmail } from './email.ts';
import { emailUnreadMessages } from './message-email.ts';
import { type PushJobPayload, sendNotificationPush } from './push/send.ts';
import { sendPostingReminder, sendStaffDigest, sendSubmissionReminder } from './reminders.ts';
import { type ResultsStage, sendResultsReminder } from './results-reminders.ts';
import { ensureDigestTimer, sendWeeklyDigests } from './weekly-digest.ts';

/** Notifications from events, their e-mails, texts and pushes, reminders and digests. */
export const notificationJobs: ModuleJobs = {
  consumers: [notificationsConsumer],
  tasks: {
    [TASKS.notificationEmail]: async (payload, deps) => {
      await sendNotificationEmail(deps, (payload as { notificationId: string }).notificationId);
    },
    [TASKS.notificationPush]: async (payload, deps) => {
      await sendNotificationPush(deps, payload as PushJobPayload);
    },
    [TASKS.reminderSubmission]: async (payload, deps) => {
      await sendSubmissionReminder(deps.db, deps.clock, (payload as { applicationId: string }).applicationId);
    },
    [TASKS.reminderPosting]: async (payload, deps) => {
      await sendPostingReminder(deps.db, deps.clock, (payload as { applicationId: string }).applicationId);
    },
    [TASKS.reminderResults]: async (payload, deps) => {
      const { applicationId, stage } = payload as { applicationId: string; stage: ResultsStage };
      await sendResultsReminder(deps.db, deps.clock, applicationId, stage);
    },
    [TASKS.staffApplicationsDigest]: async (payload, deps) => {
      const { campaignId, since } = payload as { campaignId: string; since: string };
      await sendStaffDigest(deps.db, deps.clock, campaignId, since);
    },
    [TASKS.messageEmail]: async (payload, deps) => {
      await emailUnreadMessages(deps.db, deps.clock, (payload as { applicationId: string }).applicationId);
    },
    [TASKS.weeklyDigest]: async (payload, deps) => {
      await sendWeeklyDigests(deps.db, deps.clock, new Date(String((payload as { dueAt: string }).dueAt)));
    },
  },
  onStart: (deps) => ensureDigestTimer(deps.db, deps.clock),
};
