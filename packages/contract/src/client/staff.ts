import type { Route, RouteTable } from '../operation.ts';
import type * as operations from '../staff.ts';

/**
 * What a client of the staff operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`staff.ts` builds its operations from `routes`).
 * The operations' types come along, type-only.
 */
export type * from '../staff.ts';

export const routes = {
  staffLogout: { method: 'POST', path: '/v1/admin/logout', access: 'staff' },
  staffMe: { method: 'GET', path: '/v1/admin/me', access: 'staff' },
} as const satisfies RouteTable;

export const staffLogout: Route<typeof operations.staffLogout> = routes.staffLogout;
export const staffMe: Route<typeof operations.staffMe> = routes.staffMe;
