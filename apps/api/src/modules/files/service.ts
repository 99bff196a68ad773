import { Readable } from 'node:stream';
import {
  FILES_MESSAGES,
  type FileVisibility,
  tooLargeMessage,
  typeNotAllowedMessage,
} from '@ih/contract/files';
import { and, eq } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { AppError, badRequest, notFound, tooLarge, unsupportedType } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { StorageError } from '../../lib/storage.ts';
import type { Principal } from '../../plugins/auth.ts';
import { normaliseMime, SizeLimitExceeded, sniff, splitHead } from './sniff.ts';
import { fileUrl, isUuid, parseFileUrl } from './urls.ts';

export { fileUrl, signatureValid, signedUrlExpiry } from './urls.ts';

/** Who a file belongs to; null for files nobody owns (seeded, system-made such as receipts). */
export type FileOwner = { influencerId: string } | { staffId: string } | null;

export type FileRow = typeof files.$inferSelect;

export interface StoredFile {
  id: string;
  key: string;
  originalName: string;
  contentType: string;
  size: number;
  visibility: FileVisibility;
  /** Relative URL to hand to clients; signed and expiring for private files. */
  url: string;
}

export interface SaveOptions {
  filename: string;
  owner: FileOwner;
  visibility: FileVisibility;
  /** Allowed content types, e.g. `[...IMAGE_TYPES, ...VIDEO_TYPES]`; checked against the magic bytes. */
  allowed: readonly string[];
  maxBytes: number;
}

const MAX_NAME_LENGTH = 200;

/**
 * The name as shown and offered on download: no directories, no control characters, bounded.
 * It is never used as a path (storage keys are random), only as a label.
 */
export function cleanFileName(name: string, fallback = 'file'): string {
  const base = (name.split(/[/\\]/).pop() ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return (base || fallback).slice(0, MAX_NAME_LENGTH);
}

/** Builds the StoredFile (with its URL) for a row; use it wherever a file goes on the wire. */
export function toStoredFile(deps: Deps, row: FileRow): StoredFile {
  return {
    id: row.id,
    key: row.key,
    originalName: row.originalName,
    contentType: row.contentType,
    size: row.size,
    visibility: row.visibility,
    url: fileUrl(deps, row),
  };
}

/** The file upload errors that reach us from @fastify/multipart when its own fileSize limit trips. */
const isStreamTooLarge = (error: unknown) =>
  error instanceof SizeLimitExceeded ||
  (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE');

/**
 * Stores an upload: the type is read from the first bytes (never from the name or the declared
 * type), refused with 415 if not allowed, and the bytes stream to storage with the size enforced on
 * the way (413, partial file removed, no row). SVG is refused on purpose: it is a document that can
 * carry script, and no upload purpose needs it (the demo seed writes its SVG logos directly).
 */
export async function saveStream(deps: Deps, opts: SaveOptions & { source: Readable }): Promise<StoredFile> {
  const { head, body, abandon } = await splitHead(opts.source, opts.maxBytes);
  const type = head.length > 0 ? await sniff(head) : null;
  if (!type || !opts.allowed.includes(type.mime)) {
    abandon();
    if (head.length === 0) throw badRequest(FILES_MESSAGES.unreadable);
    throw unsupportedType(typeNotAllowedMessage(opts.allowed));
  }
  let stored: { key: string; size: number };
  try {
    stored = await deps.storage.put(body);
  } catch (error) {
    if (isStreamTooLarge(error)) throw tooLarge(tooLargeMessage(opts.maxBytes));
    // The disk or bucket cannot be reached: 503, and no row was written.
    if (error instanceof StorageError) {
      deps.log.error({ err: error }, 'upload could not be stored');
      throw new AppError('UNAVAILABLE', FILES_MESSAGES.storeUnavailable);
    }
    throw error;
  }
  if (stored.size > opts.maxBytes) {
    await deps.storage.remove(stored.key);
    throw tooLarge(tooLargeMessage(opts.maxBytes));
  }
  try {
    const [row] = await deps.db
      .insert(files)
      .values({
        key: stored.key,
        originalName: cleanFileName(opts.filename, `upload.${type.ext}`),
        contentType: type.mime,
        size: stored.size,
        visibility: opts.visibility,
        influencerId: opts.owner && 'influencerId' in opts.owner ? opts.owner.influencerId : null,
        staffId: opts.owner && 'staffId' in opts.owner ? opts.owner.staffId : null,
      })
      .returning();
    if (!row) throw new Error('files insert returned no row');
    return toStoredFile(deps, row);
  } catch (error) {
    // No row, no bytes: a stored file nobody can find would only waste disk.
    await deps.storage.remove(stored.key);
    throw error;
  }
}

const DATA_URL =
  /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)((?:;[a-z0-9-]+=[^;,]*)*);base64,([A-Za-z0-9+/\s]*={0,2}\s*)$/i;

/**
 * Stores a base64 data URL, the upload form the spec's JSON calls use (work files, screenshots,
 * profile image). Same checks as saveStream, plus the declared type must match the bytes.
 */
export async function saveDataUrl(
  deps: Deps,
  opts: Omit<SaveOptions, 'filename'> & { dataUrl: string; filename?: string },
): Promise<StoredFile> {
  const match = typeof opts.dataUrl === 'string' ? DATA_URL.exec(opts.dataUrl) : null;
  const declared = match?.[1];
  const encoded = match?.[3]?.replace(/\s/g, '');
  if (!declared || !encoded || encoded.length % 4 === 1) throw badRequest(FILES_MESSAGES.unreadable);
  // 4 base64 characters carry 3 bytes: refuse before decoding anything oversize.
  if (Math.floor((encoded.length * 3) / 4) - 2 > opts.maxBytes)
    throw tooLarge(tooLargeMessage(opts.maxBytes));
  const bytes = Buffer.from(encoded, 'base64');
  if (bytes.length === 0) throw badRequest(FILES_MESSAGES.unreadable);
  const type = await sniff(bytes.subarray(0, 4100));
  if (!type || !opts.allowed.includes(type.mime) || normaliseMime(declared) !== type.mime) {
    throw unsupportedType(typeNotAllowedMessage(opts.allowed));
  }
  return saveStream(deps, {
    ...opts,
    filename: opts.filename ?? `upload.${type.ext}`,
    source: Readable.from([bytes]),
  });
}

/**
 * The id of one of our own file URLs (`/files/<uuid>`, relative, or absolute on the configured
 * public origin when `app` is given), ignoring its query; null for anything else.
 */
export function fileIdFromUrl(url: string, deps?: Deps): string | null {
  if (!deps && !url.startsWith('/')) return null;
  return parseFileUrl(url, deps?.config.publicUrl ?? 'http://invalid.invalid')?.id ?? null;
}

export async function findFile(deps: Deps, fileId: string): Promise<FileRow | null> {
  if (!isUuid(fileId)) return null;
  const [row] = await deps.db.select().from(files).where(eq(files.id, fileId)).limit(1);
  return row ?? null;
}

/**
 * The file if it belongs to `owner`, else 404 (another account's file is not revealed). Use it
 * before attaching an uploaded file to a submission, profile or campaign.
 */
export async function loadOwnedFile(deps: Deps, fileId: string, owner: FileOwner): Promise<FileRow> {
  if (!owner || !isUuid(fileId)) throw notFound(FILES_MESSAGES.notFound);
  const ownerMatch =
    'influencerId' in owner ? eq(files.influencerId, owner.influencerId) : eq(files.staffId, owner.staffId);
  const [row] = await deps.db
    .select()
    .from(files)
    .where(and(eq(files.id, fileId), ownerMatch))
    .limit(1);
  if (!row) throw notFound(FILES_MESSAGES.notFound);
  return row;
}

/**
 * Whether a caller may read a file: public files anyone; private ones with a valid signed URL
 * (which we only hand to those allowed to see it), their uploader, or an admin.
 */
export function canRead(
  principal: Principal | null,
  file: Pick<FileRow, 'visibility' | 'influencerId' | 'staffId'>,
  signatureOk: boolean,
): boolean {
  if (file.visibility === 'public' || signatureOk) return true;
  if (!principal) return false;
  if (principal.kind === 'influencer') return file.influencerId === principal.influencerId;
  return principal.role === 'admin' || file.staffId === principal.staffId;
}

/** Deletes a file's bytes and row (e.g. a replaced profile image). */
export async function removeFile(deps: Deps, fileId: string): Promise<void> {
  const [row] = await deps.db.delete(files).where(eq(files.id, fileId)).returning({ key: files.key });
  if (row) await deps.storage.remove(row.key);
}
