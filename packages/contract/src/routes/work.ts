import type { RouteFields } from '../operation.ts';

/*
 * The work operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `work.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../work.ts';

export const listWork = {
  method: 'GET',
  path: '/v1/influencer/apply',
  access: 'creator',
} as const satisfies RouteFields;
export const submitWork = {
  method: 'PUT',
  path: '/v1/influencer/task/submission',
  access: 'creator',
} as const satisfies RouteFields;
export const submitPostDetails = {
  method: 'PUT',
  path: '/v1/influencer/task/final-submission',
  access: 'creator',
} as const satisfies RouteFields;
