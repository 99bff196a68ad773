import { z } from 'zod';
import { MAX_NOTIFICATION_IDS } from './constants.ts';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_TYPES } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { NOTIFICATION_MESSAGES } from './notifications-messages.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/notifications.ts';

export { NOTIFICATION_MESSAGES };

/** One notification as its recipient reads it (design §12); `link` is an in-app path. */
export const notification = z.object({
  _id: z.uuid(),
  type: z.enum(NOTIFICATION_TYPES),
  category: z.enum(NOTIFICATION_CATEGORIES),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

const listQuery = z.object({
  ...pageQuery(20),
  unreadOnly: z.enum(['true', 'false'], { error: 'unreadOnly must be true or false' }).optional(),
});

const listResponse = paginatedEnvelope(notification).extend({ unreadCount: z.number().int() });

const countResponse = envelope(z.object({ count: z.number().int() }));

const readBody = z.union(
  [
    z.object({
      ids: z
        .array(z.uuid({ error: NOTIFICATION_MESSAGES.ids }), { error: NOTIFICATION_MESSAGES.ids })
        .min(1, NOTIFICATION_MESSAGES.idsOrAll)
        .max(MAX_NOTIFICATION_IDS, NOTIFICATION_MESSAGES.tooManyIds),
    }),
    z.object({ all: z.literal(true, { error: NOTIFICATION_MESSAGES.idsOrAll }) }),
  ],
  { error: NOTIFICATION_MESSAGES.idsOrAll },
);

const readResponse = envelope(z.object({ updated: z.number().int(), unreadCount: z.number().int() }));

/**
 * One category's settings; in-app is always on, SMS only where an SMS provider is configured. `push`
 * (design §19) is whether the category reaches the person's devices with notifications turned on: on
 * by default, and only meaningful once a device is subscribed (`/push-subscriptions`).
 */
export const notificationPreference = z.object({
  category: z.enum(NOTIFICATION_CATEGORIES),
  label: z.string(),
  description: z.string(),
  inApp: z.literal(true),
  email: z.boolean(),
  emailLocked: z.boolean(),
  sms: z.boolean(),
  smsAvailable: z.boolean(),
  push: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

const preferencesResponse = envelope(z.array(notificationPreference));

const preferencesBody = z.object({
  preferences: z
    .array(
      z.object({
        category: z.enum(NOTIFICATION_CATEGORIES, { error: NOTIFICATION_MESSAGES.categoryUnknown }),
        email: z.boolean({ error: 'email must be true or false' }).optional(),
        sms: z.boolean({ error: 'sms must be true or false' }).optional(),
        push: z.boolean({ error: 'push must be true or false' }).optional(),
      }),
      { error: NOTIFICATION_MESSAGES.preferencesEmpty },
    )
    .min(1, NOTIFICATION_MESSAGES.preferencesEmpty)
    .max(NOTIFICATION_CATEGORIES.length),
});

const tokenQuery = z.object({
  token: z
    .string({ error: NOTIFICATION_MESSAGES.unsubscribeToken })
    .min(1, NOTIFICATION_MESSAGES.unsubscribeToken)
    .max(500),
});

const unsubscribeInfo = envelope(
  z.object({ category: z.enum(NOTIFICATION_CATEGORIES), label: z.string(), email: z.string() }),
);

export const listNotifications = defineOperation({
  ...route.listNotifications,
  summary: "The signed-in creator's notifications, newest first",
  tags: ['notifications'],
  query: listQuery,
  response: listResponse,
});
export const adminListNotifications = defineOperation({
  ...route.adminListNotifications,
  summary: "The signed-in staff member's notifications, newest first",
  tags: ['notifications', 'admin'],
  query: listQuery,
  response: listResponse,
});

export const unreadNotificationCount = defineOperation({
  ...route.unreadNotificationCount,
  summary: 'How many of my notifications are unread',
  tags: ['notifications'],
  response: countResponse,
});
export const adminUnreadNotificationCount = defineOperation({
  ...route.adminUnreadNotificationCount,
  summary: 'How many of my notifications are unread (staff)',
  tags: ['notifications', 'admin'],
  response: countResponse,
});

export const markNotificationsRead = defineOperation({
  ...route.markNotificationsRead,
  summary: 'Mark some ({ ids }) or all ({ all: true }) of my notifications read',
  tags: ['notifications'],
  body: readBody,
  response: readResponse,
});
export const adminMarkNotificationsRead = defineOperation({
  ...route.adminMarkNotificationsRead,
  summary: 'Mark some ({ ids }) or all ({ all: true }) of my notifications read (staff)',
  tags: ['notifications', 'admin'],
  body: readBody,
  response: readResponse,
});

export const getNotificationPreferences = defineOperation({
  ...route.getNotificationPreferences,
  summary: 'My notification settings per category',
  tags: ['notifications'],
  response: preferencesResponse,
});
export const adminGetNotificationPreferences = defineOperation({
  ...route.adminGetNotificationPreferences,
  summary: 'My notification settings per category (staff)',
  tags: ['notifications', 'admin'],
  response: preferencesResponse,
});

export const updateNotificationPreferences = defineOperation({
  ...route.updateNotificationPreferences,
  summary: 'Change e-mail (and SMS, push) per category; the answer is the whole list',
  tags: ['notifications'],
  body: preferencesBody,
  response: preferencesResponse,
});
export const adminUpdateNotificationPreferences = defineOperation({
  ...route.adminUpdateNotificationPreferences,
  summary: 'Change e-mail (and SMS, push) per category (staff); the answer is the whole list',
  tags: ['notifications', 'admin'],
  body: preferencesBody,
  response: preferencesResponse,
});

export const liveEvents = defineOperation({
  ...route.liveEvents,
  summary:
    'Server-Sent Events for the signed-in creator: `notification`, `message`, `counts`; resumes after `Last-Event-ID`',
  tags: ['notifications'],
});
export const adminLiveEvents = defineOperation({
  ...route.adminLiveEvents,
  summary: 'Server-Sent Events for the signed-in staff member; resumes after `Last-Event-ID`',
  tags: ['notifications', 'admin'],
});

export const describeUnsubscribe = defineOperation({
  ...route.describeUnsubscribe,
  summary: "What an e-mail's unsubscribe link would switch off",
  tags: ['notifications'],
  query: tokenQuery,
  response: unsubscribeInfo,
});
export const unsubscribe = defineOperation({
  ...route.unsubscribe,
  summary: 'One-click unsubscribe from one category of e-mails (RFC 8058)',
  tags: ['notifications'],
  query: tokenQuery,
  response: unsubscribeInfo,
});
