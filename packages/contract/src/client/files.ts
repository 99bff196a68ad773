import type * as operations from '../files.ts';
import type { Route, RouteTable } from '../operation.ts';
import { UPLOAD_PURPOSE_NAMES } from '../upload-rules.ts';

/**
 * What a client of the files operations needs at run time, free of zod (ADR 015): each
 * operation's method, path and access (`files.ts` builds its operations from `routes`) and the texts.
 * The operations' types come along, type-only.
 */
export type * from '../files.ts';

export const FILES_MESSAGES = {
  uploaded: 'File uploaded',
  notFound: 'File not found.',
  unreadable: 'This file could not be read. Please choose it again.',
  noFile: 'Please choose a file to upload.',
  notMultipart: 'Send the file as multipart/form-data with the file in a field named "file".',
  purposeInvalid: `purpose must be one of: ${UPLOAD_PURPOSE_NAMES.join(', ')}.`,
  staffOnly: 'Only Influence Hub staff can upload this kind of file.',
  expired: 'This link has expired. Reload the page to get a fresh one.',
  cannotDownload: 'This file cannot be downloaded.',
  /** The spec's download toasts (doc 000 §8, doc 001 §8). */
  downloadStarted: 'Download Started',
  downloadFailed: 'Failed to download the file. Please try again.',
} as const;

export const routes = {
  uploadFile: { method: 'POST', path: '/v1/files', access: 'signed-in' },
  serveFile: { method: 'GET', path: '/files/:id', access: 'public' },
  downloadFile: { method: 'POST', path: '/v1/collateral/download-file', access: 'signed-in' },
} as const satisfies RouteTable;

export const uploadFile: Route<typeof operations.uploadFile> = routes.uploadFile;
export const serveFile: Route<typeof operations.serveFile> = routes.serveFile;
export const downloadFile: Route<typeof operations.downloadFile> = routes.downloadFile;
