import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pinoPretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** Where log lines go: stdout unless a test captures them. */
export type LogDestination = NodeJS.WritableStream;

/**
 * The server's logger. Fastify's own request logging writes two records a request, and in development
 * pino-pretty spread each over a dozen lines: `OneLinePerRequest` (app.ts) writes one line instead. Development prints that line readably, on one
 * line, in this process (no transport worker), so a test can read what a developer would see.
 */
export function loggerOptions(config: Config, destination?: LogDestination): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  const redact = ['req.headers.authorization', 'req.headers.cookie'];
  if (config.env === 'development') {
    const pretty = pinoPretty({
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      ...(destination ? { destination, sync: true, colorize: false } : {}),
    });
    return { level: config.logLevel, redact, stream: pretty };
  }
  return { level: config.logLevel, redact, ...(destination ? { stream: destination } : {}) };
}

/**
 * One line a request, when it has been answered: method, path, status and time taken (Fastify's
 * own controller writes "incoming request" and "request completed", each with the whole request).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const ms = Math.round(reply.elapsedTime);
    const fields = {
      req: { method: request.method, url: request.url },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
    };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) request.log.error({ ...fields, err: error }, line);
    else request.log.info(fields, line);
  }
}
