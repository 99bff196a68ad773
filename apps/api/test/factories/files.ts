import { randomBytes, randomInt } from 'node:crypto';
import { Readable } from 'node:stream';
import { IMAGE_TYPES, VIDEO_TYPES } from '@ih/contract/constants';
import type { StaffRole } from '@ih/contract/enums';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client.ts';
import { influencers, sessions, staffUsers } from '../../src/db/schema/accounts.ts';
import { hashToken, newToken } from '../../src/lib/tokens.ts';
import { saveStream } from '../../src/modules/files/service.ts';

/**
 * Tiny but real files: their first bytes are what file-type recognises, so the API's magic-byte
 * checks accept them as the type they claim.
 */
const b64 = (s: string) => Buffer.from(s, 'base64');

/** A 1x1 transparent PNG. */
export const pngBytes = () =>
  b64('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==');

/** A 1x1 JPEG (JFIF). */
export const jpegBytes = () =>
  b64(
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  );

/** A 1x1 GIF. */
export const gifBytes = () => b64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');

/** An ISO base media file (ftyp box, brand isom) padded to `size` bytes: file-type says video/mp4. */
export function mp4Bytes(size = 1024): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
  ]);
  const out = Buffer.alloc(Math.max(size, ftyp.length));
  ftyp.copy(out);
  // Varied filler, so a byte-range test can tell one slice from another.
  for (let i = ftyp.length; i < out.length; i++) out[i] = i % 251;
  return out;
}

/** A one-page PDF header and trailer. */
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

export const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

export interface MultipartFile {
  /** Form field name; `file` unless stated. */
  field?: string;
  filename: string;
  contentType?: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data payload for `app.inject`: value fields first (in order), then the file, as
 * the upload call requires. Spread the result into inject: `{ method, url, ...multipartBody(…) }`.
 */
export function multipartBody(
  fields: Record<string, string>,
  file?: MultipartFile,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ihtest${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A session row for a subject; returns the bearer token to send. */
async function sessionFor(
  db: Database['db'],
  subject: { influencerId: string } | { staffId: string },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    subjectKind: 'influencerId' in subject ? 'influencer' : 'staff',
    ...subject,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  return token;
}

/** A creator with a live session; `headers` is ready for `app.inject`. */
export async function signedInCreator(db: Database['db']) {
  const n = randomInt(1e9).toString().padStart(9, '0');
  const [row] = await db
    .insert(influencers)
    .values({
      name: `Creator ${n}`,
      email: `creator${n}@example.in`,
      mobileNumber: `9${n}`,
      accountTypes: ['Personal Account'],
      address: '1 MG Road',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
    })
    .returning({ id: influencers.id });
  if (!row) throw new Error('influencer insert returned no row');
  const token = await sessionFor(db, { influencerId: row.id });
  return { influencerId: row.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** A staff member (admin unless stated) with a live session. */
export async function signedInStaff(db: Database['db'], role: StaffRole = 'admin') {
  const n = randomBytes(5).toString('hex');
  const [row] = await db
    .insert(staffUsers)
    .values({ email: `staff-${n}@influencehub.test`, name: `Staff ${n}`, role })
    .returning({ id: staffUsers.id });
  if (!row) throw new Error('staff insert returned no row');
  const token = await sessionFor(db, { staffId: row.id });
  return { staffId: row.id, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** Stores a creator's image or video through the files service, as an upload would, without HTTP. */
export function storeCreatorFile(
  app: FastifyInstance,
  influencerId: string,
  file: { bytes: Buffer; filename: string; visibility: 'public' | 'private' },
) {
  return saveStream(app, {
    source: Readable.from([file.bytes]),
    filename: file.filename,
    owner: { influencerId },
    visibility: file.visibility,
    allowed: [...IMAGE_TYPES, ...VIDEO_TYPES],
    maxBytes: 10_000_000,
  });
}
