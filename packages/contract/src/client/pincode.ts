import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../pincode.ts';

/**
 * What a client of the pincode operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`pincode.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../pincode.ts';

export const routes = {
  lookupPincode: { method: 'GET', path: '/pincode/:pin', access: 'public' },
} as const satisfies RouteTable;

export const lookupPincode: Route<typeof operations.lookupPincode> = routes.lookupPincode;
