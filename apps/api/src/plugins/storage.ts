import { randomBytes } from 'node:crypto';
import { constants, createWriteStream } from 'node:fs';
import { access, type FileHandle, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { createS3Storage } from './storage-s3.ts';

/**
 * Where file bytes live: local disk (the default) or an S3-compatible bucket (`S3_BUCKET`, design
 * §14, ADR 020). Keys are random and carry no user input, so nothing a user names can reach the disk
 * or the bucket.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /** Streams `source` to a new random key; never holds the whole file in memory. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  /**
   * The whole file, or the inclusive byte range `start..end` of it. Opens it first: a file that is
   * missing or cannot be read rejects with a StorageError before any byte exists, so the caller can
   * still answer with a status; a failure after that errors the stream.
   */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /** Resolves when the store answers (readiness); rejects when it cannot be reached. */
  check(): Promise<void>;
  /** Aborts multipart uploads begun before `olderThan` that nobody finished (a killed process). */
  abortStaleUploads?(olderThan: Date): Promise<number>;
  /** Lets go of connections on shutdown. */
  close?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/**
 * Why stored bytes cannot be read: `missing` (this file is gone or is not a readable file; the store
 * itself is fine) or `unavailable` (the store cannot be reached: every file would fail alike).
 */
export class StorageError extends Error {
  constructor(
    readonly kind: 'missing' | 'unavailable',
    readonly key: string,
    options?: { cause?: unknown },
  ) {
    super(`stored file ${key} is ${kind}`, options);
    this.name = 'StorageError';
  }
}

/** Errors that concern the one file; anything else (EIO, EMFILE, a stale mount) is the store's. */
const FILE_ERRORS = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'EACCES', 'EPERM']);

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{30}$/;

export const newStorageKey = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
};

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

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
