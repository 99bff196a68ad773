import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let base: string;
beforeAll(async () => {
  t = await createTestContext();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => t.close());

describe('/healthz over HTTP', () => {
  it('answers through the route first, then the same bytes from the fast path while the database answered in the last second', async () => {
    const first = await fetch(`${base}/healthz`);
    const firstBody = await first.text();
    // The route answered (framework headers such as the rate limit's); the next is the fast path.
    expect(first.headers.get('x-ratelimit-limit')).not.toBeNull();
    const second = await fetch(`${base}/healthz`);
    expect(second.status).toBe(200);
    expect(second.headers.get('x-ratelimit-limit')).toBeNull();
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(firstBody).toBe('{"status":"ok","database":"ok"}');
  });
});
