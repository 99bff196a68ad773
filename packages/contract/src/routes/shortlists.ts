import type { RouteFields } from '../operation.ts';

/*
 * The shortlists operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `shortlists.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../shortlists.ts';

export const listShortlists = {
  method: 'GET',
  path: '/v1/admin/shortlists',
  access: 'staff',
} as const satisfies RouteFields;
export const createShortlist = {
  method: 'POST',
  path: '/v1/admin/shortlists',
  access: 'staff',
} as const satisfies RouteFields;
export const getShortlist = {
  method: 'GET',
  path: '/v1/admin/shortlists/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const deleteShortlist = {
  method: 'DELETE',
  path: '/v1/admin/shortlists/:id',
  access: 'staff',
} as const satisfies RouteFields;
export const addShortlistCreators = {
  method: 'POST',
  path: '/v1/admin/shortlists/:id/creators',
  access: 'staff',
} as const satisfies RouteFields;
export const removeShortlistCreator = {
  method: 'DELETE',
  path: '/v1/admin/shortlists/:id/creators/:influencerId',
  access: 'staff',
} as const satisfies RouteFields;
