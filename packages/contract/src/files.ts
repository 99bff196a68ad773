import { z } from 'zod';
import { envelope } from './envelope.ts';
import { FILES_MESSAGES } from './files-messages.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/files.ts';
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
export { FILES_MESSAGES };

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
  ...route.uploadFile,
  summary: 'Upload a file (multipart/form-data: purpose first, then file)',
  tags: ['files'],
  body: z.object({
    purpose: z.enum(UPLOAD_PURPOSE_NAMES).optional().describe('Defaults to work. Send it before the file.'),
    file: z.string().meta({ format: 'binary' }).describe('The file; its type is read from its bytes.'),
  }),
  response: envelope(storedFileSchema),
  status: 201,
});

/** Serves a stored file; private files need the `expires` and `signature` the API put in the URL. */
export const serveFile = defineOperation({
  ...route.serveFile,
  summary: 'Stored file bytes (supports Range; private files need a signed URL)',
  tags: ['files'],
  params: z.object({ id: z.string() }),
  query: z.object({
    expires: z.string().optional(),
    signature: z.string().optional(),
    download: z.string().optional().describe('1 to save the file instead of showing it'),
  }),
});

/** The spec's download call: answers one of our stored files as an attachment; other URLs are refused. */
export const downloadFile = defineOperation({
  ...route.downloadFile,
  summary: 'Download one of our stored files by its URL',
  tags: ['files'],
  body: z.object({
    imageUrl: z.string({ error: FILES_MESSAGES.cannotDownload }).max(2048, FILES_MESSAGES.cannotDownload),
  }),
});
