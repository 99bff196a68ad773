import type { NotificationCategory, NotificationType } from './enums.ts';

/*
 * Notifications' texts and rules that both the API and the web need (zod-free, ADR 015): the
 * categories each side can set, their labels and defaults, and the messages of the calls.
 */

export const NOTIFICATION_MESSAGES = {
  listed: 'Notifications fetched successfully',
  counted: 'Unread count fetched successfully',
  read: 'Notifications marked as read',
  preferences: 'Notification preferences fetched successfully',
  preferencesSaved: 'Notification preferences saved',
  notFound: 'We could not find that notification.',
  idsOrAll: 'Send ids (the notifications to mark as read) or all: true.',
  ids: 'ids must be a list of notification ids.',
  tooManyIds: 'Mark at most 100 notifications at a time, or send all: true.',
  categoryUnknown: 'category must be one of the listed notification categories.',
  categoryNotYours: 'That notification category is not one you receive.',
  emailLocked: 'Payment e-mails cannot be switched off: they are your record of being paid.',
  preferencesEmpty: 'preferences must list at least one category.',
  unsubscribeToken: 'This unsubscribe link is not valid. Open Notification preferences in the app instead.',
  unsubscribed: 'You will no longer get these e-mails.',
  unsubscribeInfo: 'Unsubscribe link checked',
  streamOpen: 'Live updates connected',
} as const;

export interface NotificationCategoryInfo {
  label: string;
  /** What it covers, for each side that receives it (the keys are its audience). */
  description: Partial<Record<'creator' | 'staff', string>>;
  /** E-mail on until the person switches it off. */
  emailByDefault: boolean;
  /** E-mail cannot be switched off (payments: the creator's record of being paid). */
  emailLocked: boolean;
}

export const NOTIFICATION_CATEGORY_INFO: Record<NotificationCategory, NotificationCategoryInfo> = {
  applications: {
    label: 'Applications',
    description: {
      creator: 'Your applications accepted, declined or expired, and their agreements.',
      staff: 'New applications: one digest per campaign per hour; agreements signed or declined.',
    },
    emailByDefault: true,
    emailLocked: false,
  },
  work: {
    label: 'Your work',
    description: { creator: 'Rework requested, work approved, post confirmed live.' },
    emailByDefault: true,
    emailLocked: false,
  },
  payments: {
    label: 'Payments',
    description: { creator: 'A payment made to you, with its amount and receipt.' },
    emailByDefault: true,
    emailLocked: true,
  },
  reminders: {
    label: 'Reminders',
    description: {
      creator:
        'Work due for submission in 48 hours; a post due tomorrow; results to add after a post went live.',
    },
    emailByDefault: true,
    emailLocked: false,
  },
  digest: {
    label: 'Weekly campaign digest',
    description: { creator: 'New active campaigns in your niches, once a week.' },
    emailByDefault: false,
    emailLocked: false,
  },
  messages: {
    label: 'Messages',
    description: {
      creator: 'New messages from the brand team, when they stay unread.',
      staff: 'New messages from creators, when they stay unread.',
    },
    emailByDefault: true,
    emailLocked: false,
  },
  invitations: {
    label: 'Invitations',
    description: {
      creator: 'A brand inviting you to a campaign, with its offer and the time to answer.',
      staff: 'Creators accepting or declining your invitations, and invitations that ran out.',
    },
    emailByDefault: true,
    emailLocked: false,
  },
  reviews: {
    label: 'Work to review',
    description: { staff: 'Work submitted for review and post details submitted.' },
    emailByDefault: true,
    emailLocked: false,
  },
  payouts: {
    label: 'Payouts due',
    description: { staff: 'Payouts due within 2 days, and overdue ones.' },
    emailByDefault: true,
    emailLocked: false,
  },
  automatic: {
    label: 'Automatic decisions',
    description: { staff: 'Work approved or posts confirmed automatically because nobody answered in time.' },
    emailByDefault: true,
    emailLocked: false,
  },
};

export const NOTIFICATION_TYPE_CATEGORY: Record<NotificationType, NotificationCategory> = {
  'application.accepted': 'applications',
  'application.declined': 'applications',
  'application.expired': 'applications',
  'work.rework': 'work',
  'work.approved': 'work',
  'post.live': 'work',
  'payment.made': 'payments',
  'payment.processing': 'payments',
  'payment.failed': 'payments',
  'reminder.submission': 'reminders',
  'reminder.posting': 'reminders',
  'reminder.results': 'reminders',
  'results.questioned': 'work',
  'digest.campaigns': 'digest',
  'message.new': 'messages',
  'invitation.new': 'invitations',
  'staff.invitation': 'invitations',
  'staff.applications': 'applications',
  'staff.withdrawn': 'applications',
  'staff.submission': 'reviews',
  'staff.post': 'reviews',
  'staff.results': 'reviews',
  'staff.payout-due': 'payouts',
  'staff.payout-overdue': 'payouts',
  'staff.payout-failed': 'payouts',
  'staff.auto-decision': 'automatic',
  'agreement.update': 'applications',
  'staff.agreement': 'applications',
};

/** The categories one side can set, in display order. */
export function categoriesFor(audience: 'creator' | 'staff'): NotificationCategory[] {
  return (Object.keys(NOTIFICATION_CATEGORY_INFO) as NotificationCategory[]).filter((c) =>
    Boolean(NOTIFICATION_CATEGORY_INFO[c].description[audience]),
  );
}

/** Names of the Server-Sent Events on `/v1/…/events` (design §12). */
export const LIVE_EVENT_NAMES = ['notification', 'message', 'counts'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
