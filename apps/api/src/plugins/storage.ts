import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Where file bytes live. Local disk now; an S3-compatible store later implements the same four
 * calls. Keys are random and carry no user input, so nothing a user names can reach the disk.
 */
export interface Storage {
  /** Streams `source` to a new random key; never holds the whole file in memory. */
  put(source: Readable): Promise<{ key: string; size: number }>;
  /** The whole file, or the inclusive byte range `start..end` of it. */
  read(key: string, range?: { start: number; end: number }): Readable;
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

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
    read: (key, range) =>
      createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : undefined),
    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch {
        return null;
      }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

export const storagePlugin = fp(
  async (app: FastifyInstance, opts: { storage: Storage }) => {
    app.decorate('storage', opts.storage);
  },
  { name: 'storage' },
);
