import type { Notification, NotificationPreference } from '@ih/contract/notifications';
import * as op from '@ih/contract/routes/notifications';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { pagedQuery } from './api-query';
import type { Scope } from './session';
import { useSingleFlightMutation } from './use-single-flight';

/*
 * The notifications calls for either side (design §12): the creator's under /v1/influencer, staff's
 * under /v1/admin. Query keys live here only: the bell, the panel, the page and the live stream
 * read and refresh the same entries.
 */

const OPS = {
  creator: {
    list: op.listNotifications,
    count: op.unreadNotificationCount,
    read: op.markNotificationsRead,
    prefs: op.getNotificationPreferences,
    savePrefs: op.updateNotificationPreferences,
  },
  staff: {
    list: op.adminListNotifications,
    count: op.adminUnreadNotificationCount,
    read: op.adminMarkNotificationsRead,
    prefs: op.adminGetNotificationPreferences,
    savePrefs: op.adminUpdateNotificationPreferences,
  },
} as const;

export const NOTIFICATION_TEXT = {
  title: 'Notifications',
  empty: "You're all caught up",
  emptyDescription: 'New notifications about your work and payments appear here.',
  emptyUnread: 'No unread notifications',
  listFailed: 'Failed to fetch notifications',
  readFailed: 'Could not mark notifications as read. Please try again.',
  prefsFailed: 'Failed to fetch notification preferences',
  prefsSaveFailed: 'Could not save your notification preferences. Please try again.',
  markAll: 'Mark all read',
  seeAll: 'See all notifications',
} as const;

export const notificationKeys = {
  all: (scope: Scope) => ['notifications', scope] as const,
  list: (scope: Scope, page: number, limit: number, unreadOnly: boolean) =>
    ['notifications', scope, 'list', { page, limit, unreadOnly }] as const,
  count: (scope: Scope) => ['notifications', scope, 'count'] as const,
  prefs: (scope: Scope) => ['notifications', scope, 'preferences'] as const,
};

export const notificationsPath = (scope: Scope) =>
  scope === 'creator' ? '/notifications' : '/admin/notifications';

export const unreadCountQuery = (scope: Scope) =>
  queryOptions({
    queryKey: notificationKeys.count(scope),
    queryFn: ({ signal }) => apiRequest(OPS[scope].count, { signal }),
    select: (answer) => answer.data.count,
  });

export const notificationListQuery = (scope: Scope, page: number, limit: number, unreadOnly = false) =>
  pagedQuery(notificationKeys.list(scope, page, limit, unreadOnly), OPS[scope].list, {
    query: { page, limit, ...(unreadOnly ? { unreadOnly: 'true' as const } : {}) },
    fallbackMessage: NOTIFICATION_TEXT.listFailed,
  });

export const preferencesQuery = (scope: Scope) =>
  queryOptions({
    queryKey: notificationKeys.prefs(scope),
    queryFn: ({ signal }) =>
      apiRequest(OPS[scope].prefs, { signal, fallbackMessage: NOTIFICATION_TEXT.prefsFailed }),
    select: (answer) => answer.data,
  });

/** After anything changed what is read: the count at once (from the answer), the lists on next look. */
function afterRead(client: QueryClient, scope: Scope, unreadCount: number) {
  client.setQueryData(notificationKeys.count(scope), (old: { data: { count: number } } | undefined) =>
    old ? { ...old, data: { count: unreadCount } } : old,
  );
  void client.invalidateQueries({ queryKey: [...notificationKeys.all(scope), 'list'] });
}

/** Marks some (`ids`) or all (`all: true`) read. */
export function useMarkRead(scope: Scope) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      apiRequest(OPS[scope].read, { body, fallbackMessage: NOTIFICATION_TEXT.readFailed }),
    onSuccess: (answer) => afterRead(client, scope, answer.data.unreadCount),
  });
}

type PreferenceChange = {
  category: NotificationPreference['category'];
  email?: boolean;
  sms?: boolean;
  push?: boolean;
};
type PreferencesAnswer = { success: true; message: string; data: NotificationPreference[] };

/** Saves switches; the switch moves at once and moves back if the server refuses. */
export function useSavePreferences(scope: Scope) {
  const client = useQueryClient();
  const key = notificationKeys.prefs(scope);
  return useSingleFlightMutation({
    mutationFn: (preferences: PreferenceChange[]) =>
      apiRequest(OPS[scope].savePrefs, {
        body: { preferences },
        fallbackMessage: NOTIFICATION_TEXT.prefsSaveFailed,
      }),
    onMutate: async (changes) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<PreferencesAnswer>(key);
      if (before)
        client.setQueryData<PreferencesAnswer>(key, {
          ...before,
          data: before.data.map((p) => {
            const c = changes.find((x) => x.category === p.category);
            return c ? { ...p, email: c.email ?? p.email, sms: c.sms ?? p.sms, push: c.push ?? p.push } : p;
          }),
        });
      return { before };
    },
    onError: (_e, _v, context) => {
      const before = (context as { before?: PreferencesAnswer } | undefined)?.before;
      if (before) client.setQueryData(key, before);
    },
    onSuccess: (answer) => client.setQueryData(key, answer),
  });
}

/** A new notification from the live stream: the count and the lists refresh, nothing is reloaded. */
export function onLiveNotification(client: QueryClient, scope: Scope, _n: Notification) {
  void client.invalidateQueries({ queryKey: notificationKeys.all(scope) });
}

export function onLiveCount(client: QueryClient, scope: Scope, count: number) {
  client.setQueryData(
    notificationKeys.count(scope),
    (old: { success: true; data: { count: number }; message: string } | undefined) => ({
      success: true as const,
      message: old?.message ?? '',
      data: { count },
    }),
  );
}
