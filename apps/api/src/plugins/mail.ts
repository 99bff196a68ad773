import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Mailer } from '../lib/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: Config, log: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) {
    // A pool of up to five kept-alive connections: a burst of sign-ins sends its codes over open
    // sessions instead of a TCP and SMTP handshake per code. Options in the URL (`?pool=false`) win.
    const transport = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 5 });
    return {
      delivers: true,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    delivers: false,
    async send(message) {
      if (config.env === 'production') throw new Error('SMTP_URL is not set: e-mail cannot be delivered.');
      // Development only: without SMTP the message (an OTP, say) goes to the log so sign-in still works.
      log.info({ to: message.to, subject: message.subject }, `[mail not sent: no SMTP_URL]\n${message.text}`);
    },
  };
}

export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { mailer: Mailer }) => {
    app.decorate('mailer', opts.mailer);
    app.addHook('onClose', async () => opts.mailer.close?.());
  },
  { name: 'mail' },
);
