import type { RouteFields } from '../operation.ts';

/*
 * The results operations' routes (design §17): their method, path and access, free of zod, for the
 * web client (ADR 015). `results.ts` builds each operation from its route.
 */
export type * from '../results.ts';

export const addMetricReading = {
  method: 'POST',
  path: '/v1/influencer/apply/:applicationId/metrics',
  access: 'creator',
} as const satisfies RouteFields;
export const listMetricReadings = {
  method: 'GET',
  path: '/v1/influencer/apply/:applicationId/metrics',
  access: 'creator',
} as const satisfies RouteFields;
export const listMyResults = {
  method: 'GET',
  path: '/v1/influencer/results',
  access: 'creator',
} as const satisfies RouteFields;
export const listApplicationMetrics = {
  method: 'GET',
  path: '/v1/admin/applications/:id/metrics',
  access: 'staff',
} as const satisfies RouteFields;
export const confirmMetricReading = {
  method: 'POST',
  path: '/v1/admin/applications/:id/metrics/:metricId/confirm',
  access: 'staff',
} as const satisfies RouteFields;
export const questionMetricReading = {
  method: 'POST',
  path: '/v1/admin/applications/:id/metrics/:metricId/question',
  access: 'staff',
} as const satisfies RouteFields;
export const getCampaignReport = {
  method: 'GET',
  path: '/v1/admin/tasks/:id/report',
  access: 'staff',
} as const satisfies RouteFields;
export const shareCampaignReport = {
  method: 'POST',
  path: '/v1/admin/tasks/:id/report/share',
  access: 'staff',
} as const satisfies RouteFields;
export const listReportShares = {
  method: 'GET',
  path: '/v1/admin/tasks/:id/report/shares',
  access: 'staff',
} as const satisfies RouteFields;
export const revokeReportShare = {
  method: 'DELETE',
  path: '/v1/admin/tasks/:id/report/share/:shareId',
  access: 'staff',
} as const satisfies RouteFields;
export const getSharedReport = {
  method: 'GET',
  path: '/v1/reports/:token',
  access: 'public',
} as const satisfies RouteFields;
export const getMyMediaKit = {
  method: 'GET',
  path: '/v1/influencer/media-kit',
  access: 'creator',
} as const satisfies RouteFields;
export const updateMyMediaKit = {
  method: 'PUT',
  path: '/v1/influencer/media-kit',
  access: 'creator',
} as const satisfies RouteFields;
export const getPublicMediaKit = {
  method: 'GET',
  path: '/v1/media-kit/:slug',
  access: 'public',
} as const satisfies RouteFields;
