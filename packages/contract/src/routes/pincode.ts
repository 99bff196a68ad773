import type { RouteFields } from '../operation.ts';

/*
 * The pincode operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `pincode.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../pincode.ts';

export const lookupPincode = {
  method: 'GET',
  path: '/pincode/:pin',
  access: 'public',
} as const satisfies RouteFields;
