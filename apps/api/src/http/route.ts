import { errorEnvelope } from '@ih/contract/errors';
import type { Operation } from '@ih/contract/operation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { accessHook } from '../plugins/auth.ts';

type Out<T, K extends string> = T extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

export type OperationRequest<T extends Operation> = FastifyRequest<{
  Params: Out<T, 'params'>;
  Querystring: Out<T, 'query'>;
  Body: Out<T, 'body'>;
}>;

export type OperationHandler<T extends Operation> = (
  request: OperationRequest<T>,
  reply: FastifyReply,
) => Promise<T extends { response: z.ZodType } ? z.input<T['response']> : unknown>;

/**
 * Registers one contract operation: its schemas validate the request and serialise the answer,
 * feed the OpenAPI document, and its `access` is enforced first, before the body is parsed or
 * anything the caller sent is validated (onRequest), so a refused caller learns nothing else.
 */
export function route<T extends Operation>(app: FastifyInstance, op: T, handler: OperationHandler<T>): void {
  const status = op.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: op.method,
    url: op.path,
    ...(op.bodyLimit ? { bodyLimit: op.bodyLimit } : {}),
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
      return reply.send(result as never);
    },
  });
}
