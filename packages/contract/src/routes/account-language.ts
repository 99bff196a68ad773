import type { RouteFields } from '../operation.ts';

/* The account-language operations' routes (ADR 015); `account-language.ts` builds them. */
export type * from '../account-language.ts';

export const setCreatorLanguage = {
  method: 'PUT',
  path: '/v1/influencer/language',
  access: 'creator',
} as const satisfies RouteFields;
export const setStaffLanguage = {
  method: 'PUT',
  path: '/v1/admin/language',
  access: 'staff',
} as const satisfies RouteFields;
