/**
 * The envelope the catalogue's fast path writes around cached JSON (lib/answer-bytes.ts envelopeBytes)
 * is byte for byte what route() sends for the same answer (encodeAnswer: the contract's schema, zod
 * encode, JSON). If the contract's envelope gained a key or changed its order, these would differ.
 */
import { envelope, type Pagination, paginatedEnvelope, paginationOf } from '@ih/contract/envelope';
import type { Operation } from '@ih/contract/operation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodeAnswer, envelopeBytes, jsonArrayParts } from '../src/lib/answer-bytes.ts';

const item = z.object({ _id: z.string(), title: z.string(), amount: z.number(), tags: z.array(z.string()) });
const op = (response: z.ZodType) => ({ method: 'GET', path: '/v1/test', response }) as unknown as Operation;
const listOp = op(paginatedEnvelope(item));
const detailOp = op(envelope(item));

const items = [
  { _id: 'a1', title: 'Diwali "festive" reel', amount: 5000, tags: ['fashion'] },
  { _id: 'b2', title: 'हिंदी में — ₹ ✓', amount: 0, tags: [] },
];
const parts = (value: unknown) => [Buffer.from(JSON.stringify(value))];
const message = 'Campaigns fetched "successfully" — ₹';

describe('envelopeBytes', () => {
  it.each<[string, Pagination]>([
    ['a page of two', paginationOf(1, 10, 2)],
    ['an empty page past the end', paginationOf(3, 5, 11)],
    ['nothing at all', paginationOf(1, 12, 0)],
  ])('writes a list answer as encodeAnswer does (%s)', (_, pagination) => {
    const data = pagination.total ? items : [];
    const written = envelopeBytes(jsonArrayParts(data.map(parts)), message, pagination);
    const encoded = encodeAnswer(listOp, { success: true, data, message, pagination } as never);
    expect(written.toString('utf8')).toBe(encoded.toString('utf8'));
  });

  it('writes a one-item answer as encodeAnswer does', () => {
    const written = envelopeBytes(parts(items[1]), message);
    const encoded = encodeAnswer(detailOp, { success: true, data: items[1], message } as never);
    expect(written.toString('utf8')).toBe(encoded.toString('utf8'));
  });

  it('joins items split into several pieces without losing a byte', () => {
    const split = items.map((i) => {
      const json = Buffer.from(JSON.stringify(i));
      return [json.subarray(0, 7), json.subarray(7)];
    });
    const written = envelopeBytes(jsonArrayParts(split), message, paginationOf(1, 10, 2));
    expect(JSON.parse(written.toString('utf8')).data).toEqual(items);
  });
});
