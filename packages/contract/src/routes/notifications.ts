import type { RouteFields } from '../operation.ts';

/*
 * The notifications operations' routes (design §12, paths fixed): their method, path and access,
 * free of zod, for the web client (ADR 015). `notifications.ts` builds each operation from its
 * route. Each exists once per side: the creator's under /v1/influencer, staff's under /v1/admin.
 */
export type * from '../notifications.ts';

export const listNotifications = {
  method: 'GET',
  path: '/v1/influencer/notifications',
  access: 'creator',
} as const satisfies RouteFields;
export const adminListNotifications = {
  method: 'GET',
  path: '/v1/admin/notifications',
  access: 'staff',
} as const satisfies RouteFields;

export const unreadNotificationCount = {
  method: 'GET',
  path: '/v1/influencer/notifications/unread-count',
  access: 'creator',
} as const satisfies RouteFields;
export const adminUnreadNotificationCount = {
  method: 'GET',
  path: '/v1/admin/notifications/unread-count',
  access: 'staff',
} as const satisfies RouteFields;

export const markNotificationsRead = {
  method: 'POST',
  path: '/v1/influencer/notifications/read',
  access: 'creator',
} as const satisfies RouteFields;
export const adminMarkNotificationsRead = {
  method: 'POST',
  path: '/v1/admin/notifications/read',
  access: 'staff',
} as const satisfies RouteFields;

export const getNotificationPreferences = {
  method: 'GET',
  path: '/v1/influencer/notification-preferences',
  access: 'creator',
} as const satisfies RouteFields;
export const adminGetNotificationPreferences = {
  method: 'GET',
  path: '/v1/admin/notification-preferences',
  access: 'staff',
} as const satisfies RouteFields;

export const updateNotificationPreferences = {
  method: 'PUT',
  path: '/v1/influencer/notification-preferences',
  access: 'creator',
} as const satisfies RouteFields;
export const adminUpdateNotificationPreferences = {
  method: 'PUT',
  path: '/v1/admin/notification-preferences',
  access: 'staff',
} as const satisfies RouteFields;

/** Server-Sent Events; read with fetch and the bearer header (the token never goes in a URL). */
export const liveEvents = {
  method: 'GET',
  path: '/v1/influencer/events',
  access: 'creator',
} as const satisfies RouteFields;
export const adminLiveEvents = {
  method: 'GET',
  path: '/v1/admin/events',
  access: 'staff',
} as const satisfies RouteFields;

/** What an e-mail's unsubscribe link is about (the web page asks before it unsubscribes). */
export const describeUnsubscribe = {
  method: 'GET',
  path: '/v1/notifications/unsubscribe',
  access: 'public',
} as const satisfies RouteFields;
/** One-click unsubscribe (RFC 8058): the mail client POSTs `List-Unsubscribe=One-Click` here. */
export const unsubscribe = {
  method: 'POST',
  path: '/v1/notifications/unsubscribe',
  access: 'public',
} as const satisfies RouteFields;
