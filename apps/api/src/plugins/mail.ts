import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Whether mail really leaves the process (an SMTP server is configured). */
  readonly delivers: boolean;
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(config: Config, log: FastifyInstance['log']): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      delivers: true,
      async send(message) {
        await transport.sendMail({ from: config.mailFrom, ...message });
      },
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
  },
  { name: 'mail' },
);
