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
  description: string;
  /** Who receives it: creators, staff, or both. */
  audience: readonly ('creator' | 'staff')[];
  /** E-mail on until the person switches it off. */
  emailByDefault: boolean;
  /** E-mail cannot be switched off (payments: the creator's record of being paid). */
  emailLocked: boolean;
}

export const NOTIFICATION_CATEGORY_INFO: Record<NotificationCategory, NotificationCategoryInfo> = {
  applications: {
    label: 'Applications',
    description:
      'Accepted, declined or expired applications; for staff, new applications (one digest per campaign per hour).',
    audience: ['creator', 'staff'],
    emailByDefault: true,
    emailLocked: false,
  },
  work: {
    label: 'Your work',
    description: 'Rework requested, work approved, post confirmed live.',
    audience: ['creator'],
    emailByDefault: true,
    emailLocked: false,
  },
  payments: {
    label: 'Payments',
    description: 'A payment made to you, with its amount and receipt.',
    audience: ['creator'],
    emailByDefault: true,
    emailLocked: true,
  },
  reminders: {
    label: 'Reminders',
    description: 'Work due for submission in 48 hours; a post due tomorrow.',
    audience: ['creator'],
    emailByDefault: true,
    emailLocked: false,
  },
  digest: {
    label: 'Weekly campaign digest',
    description: 'New active campaigns in your niches, once a week.',
    audience: ['creator'],
    emailByDefault: false,
    emailLocked: false,
  },
  messages: {
    label: 'Messages',
    description: 'New messages about an application, when they stay unread.',
    audience: ['creator', 'staff'],
    emailByDefault: true,
    emailLocked: false,
  },
  reviews: {
    label: 'Work to review',
    description: 'Work submitted for review and post details submitted.',
    audience: ['staff'],
    emailByDefault: true,
    emailLocked: false,
  },
  payouts: {
    label: 'Payouts due',
    description: 'Payouts due within 2 days, and overdue ones.',
    audience: ['staff'],
    emailByDefault: true,
    emailLocked: false,
  },
  automatic: {
    label: 'Automatic decisions',
    description: 'Work approved or posts confirmed automatically because nobody answered in time.',
    audience: ['staff'],
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
  'reminder.submission': 'reminders',
  'reminder.posting': 'reminders',
  'digest.campaigns': 'digest',
  'message.new': 'messages',
  'staff.applications': 'applications',
  'staff.submission': 'reviews',
  'staff.post': 'reviews',
  'staff.payout-due': 'payouts',
  'staff.payout-overdue': 'payouts',
  'staff.auto-decision': 'automatic',
};

/** The categories one side can set, in display order. */
export function categoriesFor(audience: 'creator' | 'staff'): NotificationCategory[] {
  return (Object.keys(NOTIFICATION_CATEGORY_INFO) as NotificationCategory[]).filter((c) =>
    NOTIFICATION_CATEGORY_INFO[c].audience.includes(audience),
  );
}

/** Names of the Server-Sent Events on `/v1/…/events` (design §12). */
export const LIVE_EVENT_NAMES = ['notification', 'message', 'counts'] as const;
export type LiveEventName = (typeof LIVE_EVENT_NAMES)[number];
