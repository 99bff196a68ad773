import type { EventConsumer } from './jobs/consumers.ts';
import type { ModuleJobs } from './jobs/module-jobs.ts';
import { agreementJobs } from './modules/agreements/jobs.ts';
import { applicationJobs } from './modules/applications/jobs.ts';
import { brandRequestJobs } from './modules/brand-requests/jobs.ts';
import { brandTeamJobs } from './modules/brand-team/jobs.ts';
import { fileJobs } from './modules/files/jobs.ts';
import { influencerJobs } from './modules/influencers/jobs.ts';
import { invitationJobs } from './modules/invitations/jobs.ts';
import { notificationJobs } from './modules/notifications/jobs.ts';
import { payoutJobs } from './modules/payouts/jobs.ts';
import { resultsJobs } from './modules/results/jobs.ts';

/**
 * Every module's work on the job queue, assembled at the top (the server, `npm run worker` and the
 * tests start the queue with it), so the queue itself imports no module.
 */
export const MODULE_JOBS: readonly ModuleJobs[] = [
  applicationJobs,
  notificationJobs,
  fileJobs,
  invitationJobs,
  brandRequestJobs,
  brandTeamJobs,
  influencerJobs,
  payoutJobs,
  resultsJobs,
  agreementJobs,
];

/**
 * The consumers the server and `npm run worker` run. A consumer added later starts from the first
 * event ever written (its cursor starts at zero).
 */
export const EVENT_CONSUMERS: readonly EventConsumer[] = MODULE_JOBS.flatMap((m) => m.consumers ?? []);
