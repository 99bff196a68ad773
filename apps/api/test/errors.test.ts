import { defineOperation } from '@ih/contract/operation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from '../src/http/route.ts';
import { createTestContext, type TestContext } from './harness.ts';

// Operations that exist only in this test, to drive each branch of the one error handler.
const echo = defineOperation({
  method: 'POST',
  path: '/v1/test/echo',
  summary: 'test',
  tags: ['test'],
  access: 'public',
  body: z.object({
    name: z.string().min(2, 'Name is required'),
    age: z.number().int('Age must be a whole number'),
  }),
  response: z.object({ success: z.literal(true), message: z.string() }),
});
const secret = defineOperation({
  method: 'GET',
  path: '/v1/test/secret',
  summary: 'test',
  tags: ['test'],
  access: 'creator',
});
const boom = defineOperation({
  method: 'GET',
  path: '/v1/test/boom',
  summary: 'test',
  tags: ['test'],
  access: 'public',
});

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({
    beforeReady(app) {
      route(app, echo, async () => ({ success: true as const, message: 'ok' }));
      route(app, secret, async () => ({}));
      route(app, boom, async () => {
        throw new Error('password=hunter2 at /srv/secret/path.ts:12');
      });
      app.register(async (scoped) => {
        scoped.get(
          '/v1/test/limited',
          { config: { rateLimit: { max: 2, timeWindow: '1 minute' } } },
          async () => ({ ok: true }),
        );
      });
    },
  });
});
afterAll(() => t.close());

describe('the error envelope', () => {
  it('400: names each invalid field with its message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      payload: { name: 'a', age: 1.5 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.errors).toEqual({ name: 'Name is required', age: 'Age must be a whole number' });
    expect(body.message).toBe('Some fields need your attention.');
  });

  it('400: a malformed JSON body says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('401: a call without a session, or with an unknown token', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-real-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/test/secret', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('404: an unknown route', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/v1/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('413: a JSON body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024), age: 1 }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('429: past the rate limit, with Retry-After', async () => {
    const codes: number[] = [];
    let last: Awaited<ReturnType<typeof t.app.inject>> | undefined;
    for (let i = 0; i < 3; i++) {
      last = await t.app.inject({ method: 'GET', url: '/v1/test/limited' });
      codes.push(last.statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    expect(last?.headers['retry-after']).toBeDefined();
    expect(last?.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('500: leaks nothing of the cause', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    expect(res.body).not.toMatch(/hunter2|srv|path\.ts/);
  });
});

describe('long path parameters', () => {
  it('get the envelope, not a bare 414', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/files/${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('errors raised while routing', () => {
  it('a malformed % escape gets a 400 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/influencer/brand/get/%zz' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });

  it('a path parameter past the router limit gets a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/admin/applications/${'a'.repeat(3000)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('text PostgreSQL cannot store', () => {
  it('answers 400 with a sentence for a NUL byte in a search, not 500', async () => {
    const { createStaff, tokenFor, authHeader } = await import('./factories/accounts.ts');
    const staff = await createStaff(t.db, { role: 'admin' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/admin/tasks?search=%00',
      headers: authHeader(await tokenFor(t.db, { staffId: staff.id })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(res.json().message).toMatch(/NUL byte/);
  });
});
