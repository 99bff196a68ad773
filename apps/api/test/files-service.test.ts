import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { IMAGE_TYPES, PROFILE_IMAGE_TYPES, VIDEO_TYPES } from '@ih/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../src/db/schema/files.ts';
import { canRead, loadOwnedFile, saveDataUrl, saveStream } from '../src/modules/files/service.ts';
import { dataUrl, jpegBytes, mp4Bytes, pngBytes, signedInCreator } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
let creator: Awaited<ReturnType<typeof signedInCreator>>;

beforeAll(async () => {
  t = await createTestContext();
  creator = await signedInCreator(t.db);
});
afterAll(() => t.close());

const WORK = [...IMAGE_TYPES, ...VIDEO_TYPES];

function storedFileCount(): number {
  try {
    return readdirSync(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  } catch {
    return 0;
  }
}
const rowCount = async () => (await t.db.select({ id: files.id }).from(files)).length;

describe('saveStream and saveDataUrl', () => {
  const owner = () => ({ influencerId: creator.influencerId });

  it('stops at maxBytes while streaming: 413, no file on disk, no row', async () => {
    const [keys, rows] = [storedFileCount(), await rowCount()];
    const chunks = [mp4Bytes(8000), Buffer.alloc(8000), Buffer.alloc(8000)];
    await expect(
      saveStream(t.app, {
        source: Readable.from(chunks),
        filename: 'big.mp4',
        owner: owner(),
        visibility: 'private',
        allowed: WORK,
        maxBytes: 10_000,
      }),
    ).rejects.toMatchObject({ status: 413, message: 'This file is too large. The limit is 9.8 KB.' });
    expect(storedFileCount()).toBe(keys);
    expect(await rowCount()).toBe(rows);
  });

  it('accepts a file of exactly maxBytes', async () => {
    const stored = await saveStream(t.app, {
      source: Readable.from([mp4Bytes(10_000)]),
      filename: 'exact.mp4',
      owner: owner(),
      visibility: 'private',
      allowed: WORK,
      maxBytes: 10_000,
    });
    expect(stored.size).toBe(10_000);
  });

  it('stores a data URL, image/jpg counting as image/jpeg', async () => {
    const stored = await saveDataUrl(t.app, {
      dataUrl: dataUrl('image/jpg', jpegBytes()),
      owner: owner(),
      visibility: 'private',
      allowed: PROFILE_IMAGE_TYPES,
      maxBytes: 2 * 1024 * 1024,
    });
    expect(stored).toMatchObject({
      contentType: 'image/jpeg',
      originalName: 'upload.jpg',
      size: jpegBytes().length,
    });
  });

  it('refuses a data URL whose declared type disagrees with its bytes (415)', async () => {
    await expect(
      saveDataUrl(t.app, {
        dataUrl: dataUrl('image/png', jpegBytes()),
        owner: owner(),
        visibility: 'private',
        allowed: PROFILE_IMAGE_TYPES,
        maxBytes: 2 * 1024 * 1024,
      }),
    ).rejects.toMatchObject({ status: 415 });
  });

  it('refuses malformed data URLs with 400 and oversize ones with 413', async () => {
    for (const bad of [
      '',
      'hello',
      'data:image/png,abc',
      'data:image/png;base64,',
      'data:image/png;base64,@@@@',
    ]) {
      await expect(
        saveDataUrl(t.app, {
          dataUrl: bad,
          owner: owner(),
          visibility: 'private',
          allowed: WORK,
          maxBytes: 1000,
        }),
        bad,
      ).rejects.toMatchObject({
        status: 400,
        message: 'This file could not be read. Please choose it again.',
      });
    }
    await expect(
      saveDataUrl(t.app, {
        dataUrl: dataUrl('video/mp4', mp4Bytes(5000)),
        owner: owner(),
        visibility: 'private',
        allowed: WORK,
        maxBytes: 1000,
      }),
    ).rejects.toMatchObject({ status: 413 });
  });
});

describe('loadOwnedFile and canRead', () => {
  it("gives a creator their own file and 404 for anyone else's, or for a malformed id", async () => {
    const other = await signedInCreator(t.db);
    const mine = await saveStream(t.app, {
      source: Readable.from([pngBytes()]),
      filename: 'mine.png',
      owner: { influencerId: creator.influencerId },
      visibility: 'private',
      allowed: WORK,
      maxBytes: 1000,
    });
    expect((await loadOwnedFile(t.app, mine.id, { influencerId: creator.influencerId })).id).toBe(mine.id);
    for (const [id, owner] of [
      [mine.id, { influencerId: other.influencerId }],
      [mine.id, { staffId: creator.influencerId }],
      [mine.id, null],
      ['not-a-uuid', { influencerId: creator.influencerId }],
    ] as const) {
      await expect(loadOwnedFile(t.app, id, owner)).rejects.toMatchObject({
        status: 404,
        message: 'File not found.',
      });
    }
  });

  it('lets public files and signed links through, and private ones only to their owner or an admin', () => {
    const file = { visibility: 'private' as const, influencerId: 'a', staffId: null };
    const creatorA = { kind: 'influencer' as const, sessionId: 's', influencerId: 'a' };
    const creatorB = { kind: 'influencer' as const, sessionId: 's', influencerId: 'b' };
    const admin = {
      kind: 'staff' as const,
      sessionId: 's',
      staffId: 'x',
      role: 'admin' as const,
      brandIds: [],
    };
    const brand = {
      kind: 'staff' as const,
      sessionId: 's',
      staffId: 'y',
      role: 'brand' as const,
      brandIds: [],
    };
    expect(canRead(creatorA, file, false)).toBe(true);
    expect(canRead(creatorB, file, false)).toBe(false);
    expect(canRead(null, file, false)).toBe(false);
    expect(canRead(brand, file, false)).toBe(false);
    expect(canRead(admin, file, false)).toBe(true);
    expect(canRead(creatorB, file, true)).toBe(true);
    expect(canRead(null, { ...file, visibility: 'public' }, false)).toBe(true);
  });
});
