import type { Pagination } from '@ih/contract/envelope';
import type { Operation } from '@ih/contract/operation';
import { z } from 'zod';

// Answers written as bytes ahead of the request (caches and fragments: ADR 022, ADR 025). They live
// here, below the modules, so a service can make them without reaching into http/.

/**
 * An operation's answer as the bytes Fastify would send for it (fastify-type-provider-zod's serializer:
 * zod encode, then JSON), for a handler that keeps answers in a cache and sends them as they are.
 */
export function encodeAnswer<T extends Operation>(op: T, data: z.input<NonNullable<T['response']>>): Buffer {
  if (!op.response) throw new Error(`${op.method} ${op.path} declares no answer to encode`);
  return Buffer.from(JSON.stringify(z.encode(op.response, data as never)));
}

/** A JSON value already written, as pieces of UTF-8 to be copied end to end (Buffer.concat) into an answer. */
export type JsonParts = Buffer[];

const COMMA = Buffer.from(',');
const ARRAY_START = Buffer.from('[');
const ARRAY_END = Buffer.from(']');

/** The pieces of a JSON array of the given items. */
export function jsonArrayParts(items: JsonParts[]): JsonParts {
  const out: Buffer[] = [ARRAY_START];
  items.forEach((item, i) => {
    if (i) out.push(COMMA);
    out.push(...item);
  });
  out.push(ARRAY_END);
  return out;
}

const ENVELOPE_START = Buffer.from('{"success":true,"data":');

/**
 * An enveloped answer around data already written as JSON (cached fragments: ADR 022, ADR 025): the
 * bytes encodeAnswer makes for the same answer, keys in the contract's order (`success`, `data`,
 * `message`, `pagination`: contract/envelope.ts). envelope-bytes.test holds the two equal, so the
 * fast path cannot drift from what route() would send.
 */
export function envelopeBytes(data: JsonParts, message: string, pagination?: Pagination): Buffer {
  const tail = pagination
    ? `,"message":${JSON.stringify(message)},"pagination":{"page":${pagination.page},"limit":${pagination.limit},"total":${pagination.total},"totalPages":${pagination.totalPages}}}`
    : `,"message":${JSON.stringify(message)}}`;
  return Buffer.concat([ENVELOPE_START, ...data, Buffer.from(tail)]);
}
