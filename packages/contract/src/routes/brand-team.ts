import type { RouteFields } from '../operation.ts';

/*
 * The brand-team operations' routes (design §15, paths fixed): a brand's people, managed by its owners.
 * Free of zod, for the web client (ADR 015); `brand-team.ts` builds each operation from its route.
 */
export type * from '../brand-team.ts';

export const adminListBrandMembers = {
  method: 'GET',
  path: '/v1/admin/brands/:id/members',
  access: 'staff',
} as const satisfies RouteFields;
export const adminAddBrandMember = {
  method: 'POST',
  path: '/v1/admin/brands/:id/members',
  access: 'staff',
} as const satisfies RouteFields;
export const adminRemoveBrandMember = {
  method: 'DELETE',
  path: '/v1/admin/brands/:id/members/:staffId',
  access: 'staff',
} as const satisfies RouteFields;
