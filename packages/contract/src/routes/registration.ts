import type { RouteFields } from '../operation.ts';

/*
 * The registration operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `registration.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../registration.ts';

export const registerInfluencer = {
  method: 'POST',
  path: '/v1/influencer/add',
  access: 'public',
} as const satisfies RouteFields;

/** A POST, so the e-mail or mobile number being checked stays out of addresses and access logs. */
export const checkRegistrationContact = {
  method: 'POST',
  path: '/v1/influencer/check-contact',
  access: 'public',
} as const satisfies RouteFields;
