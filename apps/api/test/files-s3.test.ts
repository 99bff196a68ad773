import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { VIDEO_TYPES } from '@ih/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { saveStream } from '../src/modules/files/service.ts';
import { createS3Storage, s3ClientConfig } from '../src/plugins/storage-s3.ts';
import { mp4Bytes, multipartBody, signedInCreator } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { type S3Server, startS3Server } from './support/s3.ts';

/**
 * The file calls on the S3 back end (ADR 020): an upload lands in the bucket, our signed URL serves it
 * whole and by range, and an upload refused on the way (413) leaves neither a row nor an object.
 */
let t: TestContext;
let s3: S3Server;
let client: S3Client;
let creator: Awaited<ReturnType<typeof signedInCreator>>;

beforeAll(async () => {
  s3 = await startS3Server('ih-files-s3');
  client = new S3Client(s3ClientConfig(s3.storage));
  t = await createTestContext({ storage: () => createS3Storage(s3.storage) });
  creator = await signedInCreator(t.db);
});
afterAll(async () => {
  await t?.close();
  client?.destroy();
  await s3?.close();
});

const objects = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? []).map((o) => o.Key);
const rowCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

describe('files on S3', () => {
  it('stores an upload in the bucket and serves it through the signed URL, whole and by range', async () => {
    const bytes = mp4Bytes(120_000);
    const form = multipartBody({}, { filename: 'reel.mp4', contentType: 'video/mp4', bytes });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/files',
      payload: form.payload,
      headers: { ...creator.headers, ...form.headers },
    });
    expect(res.statusCode).toBe(201);
    const { _id, fileUrl } = res.json().data;
    const [row] = (await t.db.select().from(files)).filter((f) => f.id === _id);
    expect(await objects()).toContain(row?.key);
    const whole = await t.app.inject({ method: 'GET', url: fileUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url: fileUrl, headers: { range: 'bytes=-1000' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 119000-119999/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(119_000))).toBe(true);
  });

  it('an upload over the limit answers 413 and leaves no row and no object', async () => {
    const [rows, keys] = [await rowCount(), (await objects()).length];
    await expect(
      saveStream(t.app.deps, {
        source: Readable.from([mp4Bytes(8000), Buffer.alloc(8000), Buffer.alloc(8000)]),
        filename: 'big.mp4',
        owner: { influencerId: creator.influencerId },
        visibility: 'private',
        allowed: VIDEO_TYPES,
        maxBytes: 10_000,
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(await rowCount()).toBe(rows);
    expect((await objects()).length).toBe(keys);
  });
});
