import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { SmsSender } from '../lib/sms.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsSender;
  }
}

/**
 * One HTTP provider: POST { to, sender, message } as JSON with a bearer token. Most Indian SMS
 * gateways accept this shape or sit behind a small adapter that does.
 */
export function createHttpSmsSender(
  settings: NonNullable<Config['sms']>,
  fetchImpl: typeof fetch = fetch,
): SmsSender {
  return {
    delivers: true,
    async send(to, text) {
      const response = await fetchImpl(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
        body: JSON.stringify({ to: `+91${to}`, sender: settings.senderId, message: text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}

export function createSmsSender(config: Config, log: FastifyInstance['log']): SmsSender {
  if (config.sms) return createHttpSmsSender(config.sms);
  return {
    // Development prints the code to the log, so mobile sign-in still works there (design §10).
    delivers: config.env !== 'production',
    async send(to, text) {
      if (config.env === 'production')
        throw new Error('No SMS provider is configured: SMS cannot be delivered.');
      log.info({ to }, `[sms not sent: no SMS provider]\n${text}`);
    },
  };
}

export const smsPlugin = fp(
  async (app: FastifyInstance, opts: { sms: SmsSender }) => {
    app.decorate('sms', opts.sms);
  },
  { name: 'sms' },
);
