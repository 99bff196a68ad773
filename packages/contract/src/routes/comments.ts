import type { RouteFields } from '../operation.ts';

/*
 * Review comments pinned to submitted work (design §12, paths fixed), free of zod (ADR 015).
 * `comments.ts` builds each operation from its route.
 */
export type * from '../comments.ts';

export const adminCreateComment = {
  method: 'POST',
  path: '/v1/admin/applications/:id/comments',
  access: 'staff',
} as const satisfies RouteFields;
export const adminListComments = {
  method: 'GET',
  path: '/v1/admin/applications/:id/comments',
  access: 'staff',
} as const satisfies RouteFields;
export const listComments = {
  method: 'GET',
  path: '/v1/influencer/apply/:applicationId/comments',
  access: 'creator',
} as const satisfies RouteFields;
export const addressComment = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/comments/:commentId/address',
  access: 'creator',
} as const satisfies RouteFields;
