import type { RouteFields } from '../operation.ts';

/*
 * The upload page's draft (issue 26 B): an addition to the documents, free of zod (ADR 015).
 * `work-drafts.ts` builds each operation from its route.
 */
export type * from '../work-drafts.ts';

export const getWorkDraft = {
  method: 'GET',
  path: '/v1/influencer/apply/:applicationId/draft',
  access: 'creator',
} as const satisfies RouteFields;
export const saveWorkDraft = {
  method: 'PUT',
  path: '/v1/influencer/apply/:applicationId/draft',
  access: 'creator',
} as const satisfies RouteFields;
