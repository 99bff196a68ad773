import type { RouteFields } from '../operation.ts';

/*
 * The admin-campaigns operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `admin-campaigns.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../admin-campaigns.ts';

export const adminListCampaigns = {
  method: 'GET',
  path: '/v1/admin/tasks',
  access: 'staff',
} as const satisfies RouteFields;
export const adminCreateCampaign = {
  method: 'POST',
  path: '/v1/admin/tasks',
  access: 'staff',
} as const satisfies RouteFields;
export const adminGetCampaign = {
  method: 'GET',
  path: '/v1/admin/tasks/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const adminUpdateCampaign = {
  method: 'PATCH',
  path: '/v1/admin/tasks/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const adminListCampaignApplicants = {
  method: 'GET',
  path: '/v1/admin/tasks/:id/applicants',
  access: 'staff',
} as const satisfies RouteFields;
