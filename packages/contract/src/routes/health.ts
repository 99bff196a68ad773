import type { RouteFields } from '../operation.ts';

/*
 * The health operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `health.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../health.ts';

export const healthCheck = {
  method: 'GET',
  path: '/healthz',
  access: 'public',
} as const satisfies RouteFields;

export const readinessCheck = {
  method: 'GET',
  path: '/readyz',
  access: 'public',
} as const satisfies RouteFields;
