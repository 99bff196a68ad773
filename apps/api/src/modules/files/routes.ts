import { errorEnvelope, GENERIC_MESSAGES } from '@ih/contract/errors';
import {
  DEFAULT_UPLOAD_PURPOSE,
  downloadFile,
  FILES_MESSAGES,
  serveFile,
  UPLOAD_PURPOSES,
  type UploadPurpose,
  uploadFile,
} from '@ih/contract/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.ts';
import {
  badRequest,
  forbidden,
  notFound,
  tooLarge,
  unauthenticated,
  unsupportedType,
} from '../../lib/app-error.ts';
import { accessHook } from '../../plugins/auth.ts';
import { privateCacheControl, publicCacheControl, sendStoredFile } from './serve.ts';
import { canRead, type FileOwner, findFile, saveStream } from './service.ts';
import { parseFileUrl, signatureValid } from './urls.ts';

const isPurpose = (value: string): value is UploadPurpose => Object.hasOwn(UPLOAD_PURPOSES, value);

/** The `purpose` field, which must precede the file part: the parser hands us fields read so far. */
function purposeOf(fields: Record<string, unknown>): UploadPurpose {
  const part = fields.purpose;
  if (part === undefined) return DEFAULT_UPLOAD_PURPOSE;
  const value =
    part && typeof part === 'object' && 'value' in part && typeof part.value === 'string'
      ? part.value.trim()
      : '';
  if (!isPurpose(value))
    throw badRequest(FILES_MESSAGES.purposeInvalid, { purpose: FILES_MESSAGES.purposeInvalid });
  return value;
}

async function upload(app: FastifyInstance, request: FastifyRequest) {
  const principal = request.principal;
  if (!principal) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
  if (!request.isMultipart()) throw unsupportedType(FILES_MESSAGES.notMultipart);
  const part = await request.file().catch((error: unknown) => {
    // A body that claims to be multipart but is not (no boundary, cut short, garbage) is the
    // client's mistake: busboy throws a plain Error without a status for it.
    if (error instanceof Error && !('statusCode' in error)) throw badRequest(FILES_MESSAGES.noFile);
    throw error;
  });
  if (!part) throw badRequest(FILES_MESSAGES.noFile);
  const purpose = purposeOf(part.fields);
  const rule = UPLOAD_PURPOSES[purpose];
  if (rule.staffOnly && principal.kind !== 'staff') throw forbidden(FILES_MESSAGES.staffOnly);
  const owner: FileOwner =
    principal.kind === 'staff' ? { staffId: principal.staffId } : { influencerId: principal.influencerId };
  const stored = await saveStream(app.deps, {
    source: part.file,
    filename: part.filename,
    owner,
    visibility: rule.visibility,
    allowed: rule.types,
    maxBytes: rule.maxBytes,
  });
  // Only reached when the multipart limit is set not to throw; the stored part is incomplete then.
  if (part.file.truncated) {
    await app.storage.remove(stored.key);
    throw tooLarge(GENERIC_MESSAGES.tooLarge);
  }
  return stored;
}

export async function filesRoutes(app: FastifyInstance) {
  // In this module only: a body of any type nobody parses reaches the handler unread, so a
  // non-multipart upload gets our own sentence instead of Fastify's generic 415.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  // Registered by hand, not through route(): the body is a multipart stream read in the handler, so
  // the zod body schema serves the OpenAPI document only and must not be validated.
  app.route({
    method: uploadFile.method,
    url: uploadFile.path,
    schema: {
      summary: uploadFile.summary,
      tags: [...uploadFile.tags],
      security: [{ bearerAuth: [] }],
      consumes: ['multipart/form-data'],
      body: uploadFile.body,
      response: { 201: uploadFile.response, '4xx': errorEnvelope, '5xx': errorEnvelope },
    },
    validatorCompiler: () => () => true,
    // Before the multipart parser: an anonymous caller's stream is never read.
    onRequest: accessHook(uploadFile),
    handler: async (request, reply) => {
      let stored: Awaited<ReturnType<typeof upload>>;
      try {
        stored = await upload(app, request);
      } catch (error) {
        // A refused upload is answered before the client has sent it all; reading the rest would
        // waste up to the size limit, and leaving it unread would wedge a kept-alive connection.
        reply.header('connection', 'close');
        throw error;
      }
      return reply.code(201).send({
        success: true,
        data: {
          _id: stored.id,
          fileUrl: stored.url,
          name: stored.originalName,
          size: stored.size,
          contentType: stored.contentType,
        },
        message: FILES_MESSAGES.uploaded,
      });
    },
  });

  route(app, serveFile, async (request, reply) => {
    const { id } = request.params;
    const { expires, signature, download } = request.query;
    const file = await findFile(app.deps, id);
    if (!file) throw notFound(FILES_MESSAGES.notFound);
    const signed = file.visibility === 'private' && signatureValid(app.deps, file.id, expires, signature);
    // The link is the credential here: <img> and <video> cannot send the bearer header.
    if (file.visibility === 'private' && !signed) throw forbidden(FILES_MESSAGES.expired);
    return sendStoredFile(app, reply, file, {
      disposition: download === '1' ? 'attachment' : 'inline',
      rangeHeader: request.headers.range,
      cacheControl:
        file.visibility === 'public'
          ? publicCacheControl
          : privateCacheControl(expires, app.clock.now().getTime()),
    });
  });

  // Never fetches anything: the URL must name one of our stored files, which is read from storage.
  route(app, downloadFile, async (request, reply) => {
    const parsed = parseFileUrl(request.body.imageUrl.trim(), app.config.publicUrl);
    if (!parsed) throw badRequest(FILES_MESSAGES.cannotDownload);
    const file = await findFile(app.deps, parsed.id);
    const signed = !!file && signatureValid(app.deps, file.id, parsed.expires, parsed.signature);
    if (!file || !canRead(request.principal, file, signed)) throw notFound(FILES_MESSAGES.notFound);
    return sendStoredFile(app, reply, file, {
      disposition: 'attachment',
      rangeHeader: undefined,
      cacheControl: 'private, no-store',
    });
  });
}
