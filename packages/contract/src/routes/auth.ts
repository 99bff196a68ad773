import type { RouteFields } from '../operation.ts';

/*
 * The auth operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `auth.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../auth.ts';

export const sendOtp = {
  method: 'POST',
  path: '/v1/influencer/send-otp',
  access: 'public',
} as const satisfies RouteFields;
export const signInChannels = {
  method: 'GET',
  path: '/v1/influencer/sign-in-channels',
  access: 'public',
} as const satisfies RouteFields;
export const verifyOtp = {
  method: 'POST',
  path: '/v1/influencer/verify-otp',
  access: 'public',
} as const satisfies RouteFields;
export const logout = {
  method: 'POST',
  path: '/v1/influencer/logout',
  access: 'signed-in',
} as const satisfies RouteFields;
export const staffSendOtp = {
  method: 'POST',
  path: '/v1/admin/send-otp',
  access: 'public',
} as const satisfies RouteFields;
export const staffVerifyOtp = {
  method: 'POST',
  path: '/v1/admin/verify-otp',
  access: 'public',
} as const satisfies RouteFields;
