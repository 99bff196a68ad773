import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

/** file-type needs at most this many leading bytes to recognise every format we accept. */
export const SNIFF_BYTES = 4100;

export interface SniffedType {
  mime: string;
  ext: string;
}

/**
 * file-type names a few formats differently from what browsers send and what we list as allowed;
 * map them to our names so the allow-lists stay in the spellings of the design.
 */
const MIME_ALIASES: Record<string, string> = {
  'video/vnd.avi': 'video/x-msvideo',
  'video/avi': 'video/x-msvideo',
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
};

export const normaliseMime = (mime: string) => {
  const lower = mime.trim().toLowerCase();
  return MIME_ALIASES[lower] ?? lower;
};

/** The type read from the file's magic bytes, or null when they match nothing we know. */
export async function sniff(head: Uint8Array): Promise<SniffedType | null> {
  const found = await fileTypeFromBuffer(head);
  return found ? { mime: normaliseMime(found.mime), ext: found.ext } : null;
}

export class SizeLimitExceeded extends Error {
  constructor() {
    super('file exceeds its size limit');
    this.name = 'SizeLimitExceeded';
  }
}

/**
 * Reads the first bytes of a stream for sniffing and returns them with a stream of the WHOLE file
 * (head included) that fails with SizeLimitExceeded once more than `maxBytes` pass, so an oversize
 * upload stops at the limit instead of filling the disk. Only the head is ever held in memory.
 */
export async function splitHead(
  source: Readable,
  maxBytes: number,
): Promise<{ head: Buffer; body: Readable; abandon: () => void }> {
  const iterator: AsyncIterator<Buffer | string> = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let headLength = 0;
  let ended = false;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
    chunks.push(chunk);
    headLength += chunk.length;
  }
  const head = Buffer.concat(chunks);

  async function* whole() {
    let total = head.length;
    if (total > maxBytes) throw new SizeLimitExceeded();
    yield head;
    if (ended) return;
    while (true) {
      const next = await iterator.next();
      if (next.done) return;
      const chunk = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
      total += chunk.length;
      if (total > maxBytes) throw new SizeLimitExceeded();
      yield chunk;
    }
  }
  return {
    head: head.subarray(0, SNIFF_BYTES),
    body: Readable.from(whole(), { objectMode: false }),
    // Refused before storing: stop reading the source (destroys it) so nothing more is buffered.
    abandon: () => void iterator.return?.(),
  };
}
