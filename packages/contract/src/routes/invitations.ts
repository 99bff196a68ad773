import type { RouteFields } from '../operation.ts';

/*
 * The invitation operations' routes (design §15): their method, path and access, free of zod, for the
 * web client (ADR 015). `invitations.ts` builds each operation from its route.
 */
export type * from '../invitations.ts';

export const inviteCreators = {
  method: 'POST',
  path: '/v1/admin/tasks/:id/invitations',
  access: 'staff',
} as const satisfies RouteFields;
export const listCampaignInvitations = {
  method: 'GET',
  path: '/v1/admin/tasks/:id/invitations',
  access: 'staff',
} as const satisfies RouteFields;
export const listMyInvitations = {
  method: 'GET',
  path: '/v1/influencer/invitations',
  access: 'creator',
} as const satisfies RouteFields;
export const acceptInvitation = {
  method: 'POST',
  path: '/v1/influencer/invitations/:id/accept',
  access: 'creator',
} as const satisfies RouteFields;
export const declineInvitation = {
  method: 'POST',
  path: '/v1/influencer/invitations/:id/decline',
  access: 'creator',
} as const satisfies RouteFields;
