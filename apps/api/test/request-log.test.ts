import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './harness.ts';

/** Starts the app with its log written to an array of lines, as NODE_ENV says. */
async function appLogging(nodeEnv: 'development' | 'production') {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const t = await createTestContext({
    env: { NODE_ENV: nodeEnv, LOG_LEVEL: 'info', APP_SECRET: 'log-test-secret-log-test-secret-12345678' },
    logDestination: destination,
  });
  return { t, lines };
}

describe('request logging', () => {
  it('writes one readable line a request in development', async () => {
    const { t, lines } = await appLogging('development');
    try {
      const before = lines.length;
      const res = await t.app.inject({ method: 'GET', url: '/v1/influencer/profile' });
      expect(res.statusCode).toBe(401);
      const written = lines.slice(before);
      expect(written).toHaveLength(1);
      expect(written[0]).toMatch(/GET \/v1\/influencer\/profile 401 \d+ ms/);
      // Nothing of the request spread over further lines (headers, addresses, ports).
      expect(written[0]).not.toContain('remotePort');
    } finally {
      await t.close();
    }
  });

  it('writes one JSON record a request in production, with the fields a log search needs', async () => {
    const { t, lines } = await appLogging('production');
    try {
      const before = lines.length;
      await t.app.inject({ method: 'GET', url: '/v1/influencer/profile' });
      const written = lines.slice(before).map((l) => JSON.parse(l));
      expect(written).toHaveLength(1);
      expect(written[0]).toMatchObject({
        req: { method: 'GET', url: '/v1/influencer/profile' },
        res: { statusCode: 401 },
      });
      expect(typeof written[0].responseTime).toBe('number');
    } finally {
      await t.close();
    }
  });
});
