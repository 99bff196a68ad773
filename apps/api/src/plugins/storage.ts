import { constants, createWriteStream } from 'node:fs';
import { access, type FileHandle, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { isStorageKey, newStorageKey, type Storage, StorageError } from '../lib/storage.ts';
import { createS3Storage } from './storage-s3.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Errors that concern the one file; anything else (EIO, EMFILE, a stale mount) is the store's. */
const FILE_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM']);

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(source) {
      const key = newStorageKey();
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      let size = 0;
      source.on('data', (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(source, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, size };
    },
    async read(key, range) {
      let handle: FileHandle | undefined;
      try {
        handle = await open(fileOf(key), 'r');
        // Opening a directory succeeds on Linux; reading it would fail after the headers are out.
        if (!(await handle.stat()).isFile())
          throw Object.assign(new Error('not a regular file'), { code: 'EISDIR' });
        return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      } catch (error) {
        await handle?.close();
        const code = (error as NodeJS.ErrnoException).code ?? '';
        // A missing root means the disk (or its mount) is gone, not this one file.
        const rootThere = await stat(root).then(
          (s) => s.isDirectory(),
          () => false,
        );
        throw new StorageError(FILE_ERRORS.has(code) && rootThere ? 'missing' : 'unavailable', key, {
          cause: error,
        });
      }
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}

/** The store the configuration names: the bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'files'));
}

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: Storage }) => {
    app.decorate('storage', opts.storage);
    app.addHook('onClose', async () => opts.storage.close?.());
  },
  { name: 'storage' },
);
