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
} as const;
