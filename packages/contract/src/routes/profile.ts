import type { RouteFields } from '../operation.ts';

/*
 * The profile operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `profile.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../profile.ts';

export const getProfile = {
  method: 'GET',
  path: '/v1/influencer/profile',
  access: 'creator',
} as const satisfies RouteFields;
export const getBankAccountNumber = {
  method: 'GET',
  path: '/v1/influencer/profile/bank-account',
  access: 'creator',
} as const satisfies RouteFields;
export const updateProfile = {
  method: 'PUT',
  path: '/v1/influencer/profile',
  access: 'creator',
} as const satisfies RouteFields;
