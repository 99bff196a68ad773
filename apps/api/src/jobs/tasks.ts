/** The queue's task names, in one place (the crontab, the timers and the CLI name them). */
export const TASKS = {
  /** Turns due timers into jobs. */
  timersTick: 'timers-tick',
  /** Hands committed events to each registered consumer. */
  dispatchEvents: 'dispatch-events',
  /** One event for one consumer. */
  eventConsumer: 'event-consumer',
  /** Expires a campaign's pending applications at its submission deadline. */
  applicationExpiry: 'application-expiry',
  /** Closes an invitation nobody answered by its answer-by time (design §15). */
  invitationExpiry: 'invitation-expiry',
  /** A silent brand team's decision: approves work or confirms posts after the working days. */
  autoDecision: 'auto-decision',
  /** Tells staff a payout is due in two days, or late (if still unpaid). */
  payoutReminder: 'payout-reminder',
  /** E-mails messages that stayed unread (ten minutes on, once an hour per thread at most). */
  messageEmail: 'message-email',
  /** Sends one notification's e-mail (and SMS where chosen). */
  notificationEmail: 'notification-email',
  /** Sends one notification to the person's subscribed devices by Web Push (design §19). */
  notificationPush: 'notification-push',
  /** Accepted work not yet submitted, 48 hours before the submission deadline. */
  reminderSubmission: 'reminder-submission',
  /** Approved work whose posting day is tomorrow. */
  reminderPosting: 'reminder-posting',
  /** A post live for 24 hours or 7 days without its numbers: ask the creator for them (design §17). */
  reminderResults: 'reminder-results',
  /** Daily: reads live YouTube posts' statistics for 30 days after posting (design §17). */
  youtubeStats: 'youtube-stats',
  /** Staff: one digest of a campaign's new applications per hour. */
  staffApplicationsDigest: 'staff-applications-digest',
  /** Creators who asked for it: new active campaigns in their niches, weekly. */
  weeklyDigest: 'weekly-digest',
  /** Tells a company the decision on its request to join: the welcome and sign-in link, or the reason. */
  brandRequestEmail: 'brand-request-email',
  /** Tells a person they were added to a brand's team, and how to sign in. */
  brandTeamEmail: 'brand-team-email',
  /** Hourly: aborts multipart uploads to the bucket left unfinished for a day (a killed process). */
  storageSweep: 'storage-sweep',
  /** Design §18: checks a creator's new bank account or UPI id with the payout provider. */
  payoutDestinationCheck: 'payout-destination-check',
  /** Sends one payout attempt to the provider (same idempotency key on every try). */
  payoutSend: 'payout-send',
  /** Asks the provider about a payout still not final 30 minutes after it was sent. */
  payoutReconcile: 'payout-reconcile',
  /** Daily: tells admins about payouts stuck or failed. */
  payoutSummary: 'payout-summary',
  /** Design §16: tells both sides 7 days before a live post's usage rights end. */
  usageRightsEnding: 'usage-rights-ending',
} as const;
