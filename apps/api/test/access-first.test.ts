import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_STATUS } from '@ih/contract/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/accounts.ts';
import { hashToken } from '../src/lib/tokens.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { multipartBody, pngBytes } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { MULTIPART_KEYS, operations, type RouteOp } from './support/route-table.ts';

/**
 * Authentication and the role check come before anything the caller sent is read: an anonymous
 * caller must not be able to probe validation rules, and a refused caller's body is never parsed.
 * Generated from the contract's operation list (which security-routes.test.ts proves is exactly the
 * app's route table), so a new route is covered the day it is added.
 */

let t: TestContext;
const tokens = { creator: '', admin: '', brand: '', revoked: '' };

beforeAll(async () => {
  t = await createTestContext({ env: { RATE_LIMIT_PER_MINUTE: '10000000' } });
  const creator = await createInfluencer(t.db);
  const brand = await createBrand(t.db);
  tokens.creator = await tokenFor(t.db, { influencerId: creator.id });
  tokens.admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
  tokens.brand = await tokenFor(t.db, {
    staffId: (await createStaff(t.db, { role: 'brand', brandIds: [brand.id] })).id,
  });
  tokens.revoked = await tokenFor(t.db, { influencerId: creator.id });
  await t.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(tokens.revoked)));
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Caller = { who: string; headers: Record<string, string>; status: 401 | 403 };

/** The callers each kind of access must refuse, and how. */
function refusedCallers(op: RouteOp): Caller[] {
  const out: Caller[] = [
    { who: 'no token', headers: {}, status: 401 },
    { who: 'a garbage token', headers: { authorization: 'Bearer not-a-token' }, status: 401 },
    { who: 'a revoked token', headers: authHeader(tokens.revoked), status: 401 },
  ];
  if (op.access === 'creator') out.push({ who: 'staff', headers: authHeader(tokens.admin), status: 403 });
  if (op.access === 'staff' || op.access === 'admin')
    out.push({ who: 'a creator', headers: authHeader(tokens.creator), status: 403 });
  if (op.access === 'admin') out.push({ who: 'brand staff', headers: authHeader(tokens.brand), status: 403 });
  return out;
}

/** Junk where every path parameter goes, and a query no schema accepts. */
const junkUrl = (op: RouteOp) =>
  `${op.path.replace(/:[A-Za-z_]\w*/g, encodeURIComponent(`x'"<>{}`))}?page=-1&limit=abc&status=%00&a[b]=1`;

type Body = { what: string; payload?: string | Buffer; headers?: Record<string, string> };
function bodiesFor(op: RouteOp): Body[] {
  if (op.method === 'GET') return [{ what: 'no body' }];
  if (MULTIPART_KEYS.has(op.key)) {
    const valid = multipartBody({}, { filename: 'a.png', contentType: 'image/png', bytes: pngBytes() });
    return [
      { what: 'no body' },
      { what: 'a valid form', ...valid },
      { what: 'a broken form', payload: 'garbage', headers: { 'content-type': 'multipart/form-data' } },
    ];
  }
  const json = { 'content-type': 'application/json' };
  return [
    { what: 'no body' },
    { what: 'an empty body', payload: '', headers: json },
    { what: 'an empty object', payload: '{}', headers: json },
    { what: 'malformed JSON', payload: '{"a":', headers: json },
    { what: 'a wrong content type', payload: 'a=1', headers: { 'content-type': 'text/xml' } },
  ];
}

const guarded = operations.filter((op) => op.access !== 'public');

describe('access is checked before the request is read', () => {
  it('covers every authenticated operation', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(40);
  });

  for (const op of guarded) {
    it(`${op.key} (${op.access}): 401/403 in the envelope whatever the body, params and query`, async () => {
      const seen: string[] = [];
      for (const caller of refusedCallers(op)) {
        for (const body of bodiesFor(op)) {
          for (const url of [junkUrl(op), op.path]) {
            const res = await t.app.inject({
              method: op.method,
              url,
              headers: { ...caller.headers, ...body.headers },
              ...(body.payload !== undefined ? { payload: body.payload } : {}),
            });
            const json = res.json();
            const got = `${caller.who}, ${body.what}, ${url}: ${res.statusCode} ${json.code} ${json.message}`;
            seen.push(got);
            expect(res.statusCode, got).toBe(caller.status);
            expect(json.success, got).toBe(false);
            expect(ERROR_STATUS[json.code as keyof typeof ERROR_STATUS], got).toBe(caller.status);
            expect(typeof json.message === 'string' && json.message.trim().length > 0, got).toBe(true);
            expect(json.errors, got).toBeUndefined();
          }
        }
      }
      expect(seen.length).toBeGreaterThan(0);
    });
  }
});

describe('an anonymous upload is refused without reading its stream', () => {
  /**
   * Sends the headers of a large upload and only its first bytes, then waits for the answer: it
   * must come while the rest is still unsent, and close the connection so the server never reads it.
   */
  function startUpload(headers: Record<string, string>) {
    const boundary = 'accessfirst';
    const port = (t.app.server.address() as AddressInfo).port;
    return new Promise<{ status: number; body: string; connection: string | undefined }>(
      (resolve, reject) => {
        const req = httpRequest(
          {
            port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/v1/files',
            headers: {
              ...headers,
              'content-type': `multipart/form-data; boundary=${boundary}`,
              'content-length': String(50 * 1024 * 1024),
            },
          },
          (res) => {
            let body = '';
            res.on('data', (c: Buffer) => {
              body += c.toString();
            });
            res.on('end', () => {
              req.destroy();
              resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
            });
          },
        );
        req.on('error', reject);
        req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`);
        req.write(pngBytes());
      },
    );
  }

  it('answers 401 at once and closes the connection (no token, a revoked token)', async () => {
    for (const headers of [{}, authHeader(tokens.revoked)]) {
      const res = await startUpload(headers);
      expect(res.status).toBe(401);
      expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      expect(res.connection).toBe('close');
    }
  });
});
