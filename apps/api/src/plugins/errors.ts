import { type ErrorEnvelope, GENERIC_MESSAGES } from '@ih/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/**
 * The single error handler: every failure leaves as the envelope of design §3. Validation issues are
 * mapped to `errors` by field path; a 5xx carries a generic sentence and never the cause, which goes
 * to the log with the request id.
 */
const fail = (reply: FastifyReply, status: number, body: Omit<ErrorEnvelope, 'success'>) =>
  asEnvelope(reply)
    .code(status)
    .send({ success: false, ...body });

/** Headers a file answer may have set before it failed: the envelope must not inherit them. */
const BYTE_HEADERS = [
  'content-disposition',
  'content-range',
  'content-length',
  'accept-ranges',
  'cache-control',
];

/**
 * Makes a reply fit to carry the envelope whatever the route set before failing: a file route that
 * failed after choosing `image/png` would otherwise make Fastify refuse to send an object at all.
 */
function asEnvelope(reply: FastifyReply): FastifyReply {
  for (const name of BYTE_HEADERS) reply.removeHeader(name);
  return reply.type('application/json; charset=utf-8');
}

/**
 * Errors Fastify raises while routing, before any plugin runs: a malformed % escape in the path, or
 * a path parameter longer than the router takes. Passed as the `frameworkErrors` option so they
 * also leave as our envelope.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    // Nothing we store has an id that long.
    return fail(reply, 404, { code: 'NOT_FOUND', message: GENERIC_MESSAGES.routeNotFound });
  }
  return fail(reply, 400, {
    code: 'VALIDATION_FAILED',
    message: 'The address is malformed (it has an invalid % escape). Please check the link.',
  });
}

/** The SQLSTATE of a PostgreSQL error, also when Drizzle wrapped it. */
function pgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setNotFoundHandler((request, reply) => {
      const body: ErrorEnvelope = {
        success: false,
        code: 'NOT_FOUND',
        message: GENERIC_MESSAGES.routeNotFound,
      };
      request.log.debug({ url: request.url }, 'route not found');
      return reply.code(404).send(body);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        const body: ErrorEnvelope = { success: false, code: error.code, message: error.message };
        if (error.errors) body.errors = error.errors;
        return asEnvelope(reply).code(error.status).send(body);
      }
      // Text PostgreSQL cannot store (a NUL byte in a search, say) is the caller's input, not our fault.
      if (pgCode(error) === '22021' || pgCode(error) === '22P05') {
        return fail(reply, 400, { code: 'VALIDATION_FAILED', message: GENERIC_MESSAGES.badCharacter });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: Record<string, string> = {};
        for (const issue of error.validation) {
          const where =
            issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
            (error.validationContext ?? 'request');
          errors[where] ??= issue.message ?? 'is not valid';
        }
        const first = Object.values(errors)[0];
        const message = Object.keys(errors).length === 1 && first ? first : GENERIC_MESSAGES.validation;
        return fail(reply, 400, { code: 'VALIDATION_FAILED', message, errors });
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
        return fail(reply, 500, { code: 'INTERNAL', message: GENERIC_MESSAGES.internal });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        return fail(reply, 429, {
          code: 'RATE_LIMITED',
          message: GENERIC_MESSAGES.rateLimited,
        });
      }
      if (
        status === 413 ||
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
      ) {
        return fail(reply, 413, {
          code: 'PAYLOAD_TOO_LARGE',
          message: GENERIC_MESSAGES.tooLarge,
        });
      }
      if (status === 415) {
        return fail(reply, 415, {
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'This content type is not accepted here.',
        });
      }
      if (status >= 400 && status < 500) {
        // Fastify's own client errors (malformed JSON, bad content length): their messages are safe and useful.
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'The request body is not valid JSON.'
            : error.message;
        return fail(reply, status, {
          code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
          message,
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return fail(reply, 500, { code: 'INTERNAL', message: GENERIC_MESSAGES.internal });
    });
  },
  { name: 'errors' },
);
