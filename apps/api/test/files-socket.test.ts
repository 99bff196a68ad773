import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, signedInCreator } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let port: number;
let creator: Awaited<ReturnType<typeof signedInCreator>>;

beforeAll(async () => {
  t = await createTestContext();
  creator = await signedInCreator(t.db);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Streams a multipart upload of `head` followed by `junkBytes` filler over a real socket. */
function streamUpload(fields: Record<string, string>, head: Buffer, junkBytes: number) {
  const boundary = 'socketboundary';
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        method: 'POST',
        path: '/v1/files',
        headers: { ...creator.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }),
        );
      },
    );
    // After a refusal the server closes the connection and our late writes fail; by then the promise
    // has resolved with the answer, so the rejection is a no-op.
    req.on('error', reject);
    for (const [name, value] of Object.entries(fields)) {
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    }
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\n`);
    req.write(head);
    const chunk = Buffer.alloc(64 * 1024, 7);
    let left = junkBytes;
    const pump = () => {
      while (left > 0) {
        left -= chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end(`\r\n--${boundary}--\r\n`);
    };
    pump();
  });
}

describe('uploads over a real socket', () => {
  it('answers a refused type without hanging, even while the client is still sending', async () => {
    const res = await streamUpload({}, Buffer.from('plain text, not a picture'), 20 * 1024 * 1024);
    expect(res.status).toBe(415);
    expect(JSON.parse(res.body).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(res.connection).toBe('close');
  });

  it('answers 413 for an oversize profile image streamed in', async () => {
    const res = await streamUpload({ purpose: 'profile-image' }, pngBytes(), 5 * 1024 * 1024);
    expect(res.status).toBe(413);
  });

  it('still serves the next request afterwards', async () => {
    const res = await streamUpload({}, pngBytes(), 0);
    expect(res.status).toBe(201);
  });
});
