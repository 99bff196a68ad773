import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers helmet sets, worked out once. @fastify/helmet ran helmet's middleware on
 * every request, which parses the Content-Security-Policy directives anew each time (issue 17's
 * profile: helmet ~4% of a cached list request). No route varies them, so the same headers are set
 * on every answer from a precomputed object.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as never, res as never, () => {
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be precomputed');
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const headers = securityHeaders(options);
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
  },
  { name: 'security-headers' },
);
