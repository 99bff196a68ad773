import type * as operations from '../admin-campaigns.ts';
import type { Route, RouteTable } from '../operation.ts';

/**
 * What a client of the admin-campaigns operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`admin-campaigns.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../admin-campaigns.ts';

export const routes = {
  adminListCampaigns: { method: 'GET', path: '/v1/admin/tasks', access: 'staff' },
  adminCreateCampaign: { method: 'POST', path: '/v1/admin/tasks', access: 'staff' },
  adminGetCampaign: { method: 'GET', path: '/v1/admin/tasks/:id', access: 'staff' },
  adminUpdateCampaign: { method: 'PATCH', path: '/v1/admin/tasks/:id', access: 'staff' },
  adminListCampaignApplicants: { method: 'GET', path: '/v1/admin/tasks/:id/applicants', access: 'staff' },
} as const satisfies RouteTable;

export const adminListCampaigns: Route<typeof operations.adminListCampaigns> = routes.adminListCampaigns;
export const adminCreateCampaign: Route<typeof operations.adminCreateCampaign> = routes.adminCreateCampaign;
export const adminGetCampaign: Route<typeof operations.adminGetCampaign> = routes.adminGetCampaign;
export const adminUpdateCampaign: Route<typeof operations.adminUpdateCampaign> = routes.adminUpdateCampaign;
export const adminListCampaignApplicants: Route<typeof operations.adminListCampaignApplicants> =
  routes.adminListCampaignApplicants;
