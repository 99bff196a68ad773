import { errorEnvelope } from '@ih/contract/errors';
import type { Access, Operation } from '@ih/contract/operation';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessHook, type CreatorPrincipal, type Principal, type StaffPrincipal } from '../plugins/auth.ts';

type Out<T, K extends string> = T extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** The caller an operation's access lets through (route() has checked it before the handler runs). */
export type PrincipalOf<A extends Access> = A extends 'creator'
  ? CreatorPrincipal
  : A extends 'staff' | 'admin'
    ? StaffPrincipal
    : A extends 'signed-in'
      ? Principal
      : Principal | null;

export type OperationRequest<T extends Operation> = FastifyRequest<{
  Params: Out<T, 'params'>;
  Querystring: Out<T, 'query'>;
  Body: Out<T, 'body'>;
}> & { principal: PrincipalOf<T['access']> };

/** A success answer without its `success: true`, which route() adds (distributes over unions). */
type Unenveloped<R> = R extends { success: true } ? Omit<R, 'success'> : R;

export type OperationHandler<T extends Operation> = (
  request: OperationRequest<T>,
  reply: FastifyReply,
) => Promise<T extends { response: z.ZodType } ? Unenveloped<z.input<T['response']>> : unknown>;

/** Whether an operation answers in the `{ success, data, message, … }` envelope (not a file or a page). */
const isEnveloped = (op: Operation) =>
  op.response instanceof z.ZodObject && 'success' in (op.response as z.ZodObject).shape;

/**
 * Sends an answer already made as JSON bytes (from a cache or fragments: ADR 022, ADR 025), as it is:
 * Fastify does not serialise a Buffer again.
 */
const sendJsonBytes = (reply: FastifyReply, bytes: Buffer) =>
  reply.type('application/json; charset=utf-8').send(bytes);

/**
 * Registers one contract operation: its schemas validate the request and serialise the answer,
 * feed the OpenAPI document, and its `access` is enforced first, before the body is parsed or
 * anything the caller sent is validated (onRequest), so a refused caller learns nothing else.
 *
 * It hands the handler a typed principal (`PrincipalOf` the operation's access) and adds
 * `success: true` to an enveloped answer: handlers return `{ data, message, pagination? }`.
 */
export function route<T extends Operation>(
  app: FastifyInstance,
  op: T,
  handler: OperationHandler<T>,
  /** Route config, e.g. `sessionCheckedByHandler` (plugins/auth.ts). */
  config?: FastifyContextConfig,
): void {
  const status = op.status ?? 200;
  const enveloped = isEnveloped(op);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
    ...(config ? { config } : {}),
    schema: {
      summary: op.summary,
      tags: [...op.tags],
      ...(op.access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      response: {
        ...(op.response ? { [status]: op.response } : {}),
        '4xx': errorEnvelope,
        '5xx': errorEnvelope,
      },
    },
    onRequest: accessHook(op),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as OperationRequest<T>, reply);
      if (reply.sent) return reply;
      if (reply.statusCode === 200) reply.code(status);
      return reply.send((enveloped ? { success: true, ...(result as object) } : result) as never);
    },
  });
}

/**
 * Registers an operation whose handler answers with JSON bytes it already holds (a cached answer, or
 * one joined from cached fragments: ADR 022, ADR 025) and checks the caller's session itself, in the
 * one statement that also reads the catalogue state (`request.sessionCheck`, plugins/auth.ts). The
 * two go together: an answer from a cache must never skip the check a database answer would make.
 */
export function prebuiltJsonRoute<T extends Operation>(
  app: FastifyInstance,
  op: T,
  answer: (request: OperationRequest<T>) => Promise<Buffer>,
): void {
  route(app, op, async (request, reply) => sendJsonBytes(reply, await answer(request)), {
    sessionCheckedByHandler: true,
  });
}
