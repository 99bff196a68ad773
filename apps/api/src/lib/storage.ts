import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

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

const KEY_PATTERN = /^[a-f0-9]{2}\/[a-f0-9]{30}$/;

export const newStorageKey = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex.slice(2)}`;
};

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}
