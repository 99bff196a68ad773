import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { createMailer } from '../src/plugins/mail.ts';

/** A real SMTP server that counts the connections it is given and keeps what it receives. */
let server: SMTPServer;
let port = 0;
let connections = 0;
let open = 0;
const received: string[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      open++;
      callback();
    },
    onClose() {
      open--;
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP mailer', () => {
  it('sends a burst over a few pooled connections, every message delivered, and lets them go on close', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      APP_SECRET: 'test-secret-test-secret-test-secret-1234',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    // Only the no-SMTP fallback logs; this mailer never does.
    const mailer = createMailer(config, {} as FastifyInstance['log']);
    expect(mailer.delivers).toBe(true);

    const to = Array.from({ length: 30 }, (_, i) => `creator${i}@example.in`);
    await Promise.all(
      to.map((address) => mailer.send({ to: address, subject: 'Your code', text: '123456' })),
    );

    expect(received.sort()).toEqual([...to].sort());
    expect(connections).toBeGreaterThan(0);
    expect(connections).toBeLessThanOrEqual(5);

    mailer.close?.();
    await expect.poll(() => open).toBe(0);
  });
});
