import type { RouteFields } from '../operation.ts';

/*
 * Web Push's routes (design §19, paths fixed): their method, path and access, free of zod, for the
 * web client (ADR 015). `push.ts` builds each operation from its route. A browser subscribes once per
 * device; creators under /v1/influencer, staff under /v1/admin.
 */
export type * from '../push.ts';

export const getPushPublicKey = {
  method: 'GET',
  path: '/v1/push/public-key',
  access: 'public',
} as const satisfies RouteFields;

export const addPushSubscription = {
  method: 'POST',
  path: '/v1/influencer/push-subscriptions',
  access: 'creator',
} as const satisfies RouteFields;
export const removePushSubscription = {
  method: 'DELETE',
  path: '/v1/influencer/push-subscriptions',
  access: 'creator',
} as const satisfies RouteFields;

export const adminAddPushSubscription = {
  method: 'POST',
  path: '/v1/admin/push-subscriptions',
  access: 'staff',
} as const satisfies RouteFields;
export const adminRemovePushSubscription = {
  method: 'DELETE',
  path: '/v1/admin/push-subscriptions',
  access: 'staff',
} as const satisfies RouteFields;
