import type { RouteFields } from '../operation.ts';

/*
 * The files operations' routes: their method, path and access, free of zod, for the web client
 * (ADR 015). `files.ts` builds each operation from its route. The operations' types come along,
 * type-only.
 */
export type * from '../files.ts';

export const uploadFile = {
  method: 'POST',
  path: '/v1/files',
  access: 'signed-in',
} as const satisfies RouteFields;
export const serveFile = {
  method: 'GET',
  path: '/files/:id',
  access: 'public',
} as const satisfies RouteFields;
export const downloadFile = {
  method: 'POST',
  path: '/v1/collateral/download-file',
  access: 'signed-in',
} as const satisfies RouteFields;
