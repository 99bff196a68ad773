import type { Readable } from 'node:stream';
import { FILES_MESSAGES } from '@ih/contract/files';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { StorageError } from '../../lib/storage.ts';
import type { FileRow } from './service.ts';

/**
 * A stored file must never run as a page of our origin, whatever its bytes: no scripts, no plugins,
 * no forms, sandboxed; images and media may still load from us so an opened picture or video plays.
 */
export const FILE_CSP =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

const PUBLIC_MAX_AGE_SECONDS = 86_400;

/** Percent-encoding of RFC 5987 (filename*): encodeURIComponent plus the characters it leaves. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * `inline` or `attachment` with the original name: an ASCII `filename` every browser reads (quotes
 * and non-ASCII replaced), plus `filename*` with the exact UTF-8 name when it has non-ASCII.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters must not reach a header
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_').replace(/[\u0000-\u001f]/g, '');
  const header = `${kind}; filename="${ascii || 'file'}"`;
  return /[^\x20-\x7e]/.test(name) ? `${header}; filename*=UTF-8''${rfc5987(name)}` : header;
}

export type ByteRange = { start: number; end: number };

/**
 * One `bytes=` range of a file of `size` bytes. null: serve the whole file (no header, several
 * ranges, or a unit we do not know — all allowed by RFC 9110); 'unsatisfiable' answers 416.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header || size === 0) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

export interface SendFileOptions {
  disposition: 'inline' | 'attachment';
  rangeHeader?: string | undefined;
  cacheControl: string;
}

/**
 * Opens a stored file's bytes. Missing or unreadable bytes answer 404, an unreachable store 503, each
 * logged with the file id; a read error once bytes are flowing is logged too (Fastify then cuts the
 * connection, which is all HTTP allows after the headers).
 */
async function openBytes(
  app: FastifyInstance,
  reply: FastifyReply,
  file: FileRow,
  range?: ByteRange,
): Promise<Readable> {
  let stream: Readable;
  try {
    stream = await app.storage.read(file.key, range);
  } catch (error) {
    reply.log.error({ err: error, fileId: file.id, key: file.key }, 'stored file could not be read');
    if (error instanceof StorageError && error.kind === 'missing')
      throw notFound(FILES_MESSAGES.bytesMissing);
    throw new AppError('UNAVAILABLE', FILES_MESSAGES.storeUnavailable);
  }
  stream.once('error', (error) =>
    reply.log.error({ err: error, fileId: file.id, key: file.key }, 'stored file failed while being sent'),
  );
  return stream;
}

/**
 * Opens a stored file (whole, or the requested range), then writes its headers and returns the body.
 * The bytes are opened first so a failure still answers with our envelope, not the file's headers.
 */
export async function sendStoredFile(
  app: FastifyInstance,
  reply: FastifyReply,
  file: FileRow,
  opts: SendFileOptions,
): Promise<Readable | string> {
  const range = parseRange(opts.rangeHeader, file.size);
  const headers = {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(opts.disposition, file.originalName),
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CSP,
    'accept-ranges': 'bytes',
    'cache-control': opts.cacheControl,
  };
  if (range === 'unsatisfiable') {
    reply.headers(headers);
    reply.code(416).header('content-range', `bytes */${file.size}`).header('content-type', 'text/plain');
    return '';
  }
  const body = await openBytes(app, reply, file, range ?? undefined);
  reply.headers(headers);
  if (!range) {
    reply.header('content-length', file.size);
    return body;
  }
  reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1);
  return body;
}

export const publicCacheControl = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

/** Private bytes may be cached by the browser only, and not beyond the link's own expiry. */
export function privateCacheControl(expires: string | undefined, now = Date.now()): string {
  const left = expires ? Math.floor(Number(expires) - now / 1000) : 0;
  return left > 0 ? `private, max-age=${left}` : 'private, no-store';
}
