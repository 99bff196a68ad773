import { FILES_MESSAGES } from '@ih/contract/files';
import { HEALTH_MESSAGES } from '@ih/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { createS3Storage } from '../src/plugins/storage-s3.ts';
import { mp4Bytes, multipartBody, signedInCreator } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { unreachableS3 } from './support/s3.ts';

/**
 * The bucket cannot be reached (design §14, issue 18): uploads answer 503 with a sentence and leave
 * no row behind; everything that does not touch the bucket keeps working.
 */
let t: TestContext;
let creator: Awaited<ReturnType<typeof signedInCreator>>;

beforeAll(async () => {
  const options = await unreachableS3();
  t = await createTestContext({ storage: () => createS3Storage(options) });
  creator = await signedInCreator(t.db);
});
afterAll(() => t.close());

const rowCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

describe('S3 bucket unreachable', () => {
  it('an upload answers 503 with a clear message, and no file row is written', async () => {
    const before = await rowCount();
    const body = multipartBody(
      {},
      { filename: 'reel.mp4', contentType: 'video/mp4', bytes: mp4Bytes(300_000) },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/files',
      payload: body.payload,
      headers: { ...creator.headers, ...body.headers },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: FILES_MESSAGES.storeUnavailable });
    expect(await rowCount()).toBe(before);
  });

  it('other reads keep working', async () => {
    const reference = await t.app.inject({ method: 'GET', url: '/v1/reference' });
    expect(reference.statusCode).toBe(200);
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('readiness goes red, naming the file store', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ success: false, message: HEALTH_MESSAGES.storage });
  });
});
