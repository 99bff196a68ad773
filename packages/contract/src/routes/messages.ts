import type { RouteFields } from '../operation.ts';

/*
 * The message threads' routes (design §12, paths fixed), free of zod, for the web client (ADR 015).
 * `messages.ts` builds each operation from its route.
 */
export type * from '../messages.ts';

export const listMessages = {
  method: 'GET',
  path: '/v1/influencer/apply/:applicationId/messages',
  access: 'creator',
} as const satisfies RouteFields;
export const postMessage = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/messages',
  access: 'creator',
} as const satisfies RouteFields;
export const adminListMessages = {
  method: 'GET',
  path: '/v1/admin/applications/:id/messages',
  access: 'staff',
} as const satisfies RouteFields;
export const adminPostMessage = {
  method: 'POST',
  path: '/v1/admin/applications/:id/messages',
  access: 'staff',
} as const satisfies RouteFields;
export const adminInbox = {
  method: 'GET',
  path: '/v1/admin/inbox',
  access: 'staff',
} as const satisfies RouteFields;
