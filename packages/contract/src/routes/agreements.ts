import type { RouteFields } from '../operation.ts';

/*
 * The agreement operations' routes (design §16, paths fixed): their method, path and access, free of
 * zod, for the web client (ADR 015). `agreements.ts` builds each operation from its route.
 */
export type * from '../agreements.ts';

export const getMyAgreement = {
  method: 'GET',
  path: '/v1/influencer/apply/:applicationId/agreement',
  access: 'creator',
} as const satisfies RouteFields;
export const sendMyAgreementCode = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/agreement/send-code',
  access: 'creator',
} as const satisfies RouteFields;
export const signMyAgreement = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/agreement/sign',
  access: 'creator',
} as const satisfies RouteFields;
export const declineMyAgreement = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/agreement/decline',
  access: 'creator',
} as const satisfies RouteFields;
export const adminGetAgreement = {
  method: 'GET',
  path: '/v1/admin/applications/:id/agreement',
  access: 'staff',
} as const satisfies RouteFields;
export const adminSendAgreementCode = {
  method: 'POST',
  path: '/v1/admin/applications/:id/agreement/send-code',
  access: 'staff',
} as const satisfies RouteFields;
export const adminSignAgreement = {
  method: 'POST',
  path: '/v1/admin/applications/:id/agreement/sign',
  access: 'staff',
} as const satisfies RouteFields;
export const adminDeclineAgreement = {
  method: 'POST',
  path: '/v1/admin/applications/:id/agreement/decline',
  access: 'staff',
} as const satisfies RouteFields;
export const verifyAgreement = {
  method: 'GET',
  path: '/v1/agreements/verify',
  access: 'public',
} as const satisfies RouteFields;
