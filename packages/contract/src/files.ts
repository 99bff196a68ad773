import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { UPLOAD_PURPOSE_NAMES } from './upload-rules.ts';

export {
  DEFAULT_UPLOAD_PURPOSE,
  DOCUMENT_TYPES,
  type FileVisibility,
  PROOF_TYPES,
  tooLargeMessage,
  typeNotAllowedMessage,
  UPLOAD_PURPOSE_NAMES,
  UPLOAD_PURPOSES,
  type UploadPurpose,
} from './upload-rules.ts';

export const FILES_MESSAGES = {
  uploaded: 'File uploaded',
  notFound: 'File not found.',
  /** The record exists but its stored bytes are gone or unreadable (a lost disk, a partial restore). */
  bytesMissing:
    'The contents of this file are missing on our side. Please upload it again, or ask whoever shared it to.',
  storeUnavailable: 'Stored files cannot be reached right now. Please try again in a few minutes.',
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

export const storedFileSchema = z.object({
  _id: z.uuid(),
  /** Relative URL; private files carry a signature valid for about an hour. */
  fileUrl: z.string(),
  name: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type StoredFileWire = z.infer<typeof storedFileSchema>;

/**
 * Streamed upload. The body is multipart/form-data: an optional `purpose` field, which must come
 * BEFORE the file part (the parser reads the form in order), then the `file` part. Without a purpose
 * the file is creator work.
 */
export const uploadFile = defineOperation({
  method: 'POST',
  path: '/v1/files',
  summary: 'Upload a file (multipart/form-data: purpose first, then file)',
  tags: ['files'],
  access: 'signed-in',
  body: z.object({
    purpose: z.enum(UPLOAD_PURPOSE_NAMES).optional().describe('Defaults to work. Send it before the file.'),
    file: z.string().meta({ format: 'binary' }).describe('The file; its type is read from its bytes.'),
  }),
  response: envelope(storedFileSchema),
  status: 201,
});

/** Serves a stored file; private files need the `expires` and `signature` the API put in the URL. */
export const serveFile = defineOperation({
  method: 'GET',
  path: '/files/:id',
  summary: 'Stored file bytes (supports Range; private files need a signed URL)',
  tags: ['files'],
  access: 'public',
  params: z.object({ id: z.string() }),
  query: z.object({
    expires: z.string().optional(),
    signature: z.string().optional(),
    download: z.string().optional().describe('1 to save the file instead of showing it'),
  }),
});

/** The spec's download call: answers one of our stored files as an attachment; other URLs are refused. */
export const downloadFile = defineOperation({
  method: 'POST',
  path: '/v1/collateral/download-file',
  summary: 'Download one of our stored files by its URL',
  tags: ['files'],
  access: 'signed-in',
  body: z.object({
    imageUrl: z.string({ error: FILES_MESSAGES.cannotDownload }).max(2048, FILES_MESSAGES.cannotDownload),
  }),
});
