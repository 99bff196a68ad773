import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Storage } from '../../lib/storage.ts';
import type { files } from '../schema/files.ts';

export type FileInsert = typeof files.$inferInsert & { id: string };

/**
 * Collects the files the demo writes: bytes go to storage at once, rows are inserted later in one
 * statement inside the seed's transaction. The id is chosen here so URLs can be built before insert.
 */
export class DemoFiles {
  readonly rows: FileInsert[] = [];
  constructor(private readonly storage: Storage) {}

  async put(
    bytes: Buffer | string,
    meta: {
      name: string;
      contentType: string;
      visibility: 'public' | 'private';
      influencerId?: string;
    },
  ): Promise<FileInsert> {
    const buffer = typeof bytes === 'string' ? Buffer.from(bytes, 'utf8') : bytes;
    const { key, size } = await this.storage.put(Readable.from([buffer]));
    const row: FileInsert = {
      id: randomUUID(),
      key,
      originalName: meta.name,
      contentType: meta.contentType,
      size,
      visibility: meta.visibility,
      influencerId: meta.influencerId ?? null,
    };
    this.rows.push(row);
    return row;
  }
}

/** The stable URL of a public file (the files module serves /files/:id). */
export const publicUrl = (file: { id: string }) => `/files/${file.id}`;
