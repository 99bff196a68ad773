import type { RouteFields } from '../operation.ts';

/*
 * The brand-requests operations' routes (design §15, paths fixed): a company's request to join, and the
 * admins' review. Free of zod, for the web client (ADR 015); `brand-requests.ts` builds each operation
 * from its route. The operations' types come along, type-only.
 */
export type * from '../brand-requests.ts';

export const brandJoin = {
  method: 'POST',
  path: '/v1/brand/join',
  access: 'public',
} as const satisfies RouteFields;
export const adminListBrandRequests = {
  method: 'GET',
  path: '/v1/admin/brand-requests',
  access: 'admin',
} as const satisfies RouteFields;
export const adminApproveBrandRequest = {
  method: 'POST',
  path: '/v1/admin/brand-requests/:id/approve',
  access: 'admin',
} as const satisfies RouteFields;
export const adminRejectBrandRequest = {
  method: 'POST',
  path: '/v1/admin/brand-requests/:id/reject',
  access: 'admin',
} as const satisfies RouteFields;
