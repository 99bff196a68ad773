import { describe, expect, it } from 'vitest';
import type { ListedCampaign } from '../catalogue/types.ts';
import { comesBefore, mergedPage } from './shared-list.ts';

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

const item = (n: number, us: number): ListedCampaign => ({
  id: `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`,
  brandId: 'b',
  createdUs: BigInt(us),
});
const sorted = (xs: ListedCampaign[]) => [...xs].sort((a, b) => (comesBefore(a, b) ? -1 : 1));

describe('mergedPage', () => {
  it('is every page of the sorted union, for lists of every size and overlap of times', async () => {
    const random = rng(17);
    for (let round = 0; round < 300; round++) {
      const sharedCount = Math.floor(random() * 40);
      const ownCount = Math.floor(random() * 12);
      // Few distinct times, so equal created_at (ordered by id) is common.
      const all = Array.from({ length: sharedCount + ownCount }, (_, n) =>
        item(n, Math.floor(random() * 15)),
      );
      const shared = sorted(all.slice(0, sharedCount));
      const own = sorted(all.slice(sharedCount));
      const union = sorted(all);
      const limit = 1 + Math.floor(random() * 7);
      const asked: [number, number][] = [];
      for (let page = 1; page <= Math.ceil(union.length / limit) + 2; page++) {
        const got = await mergedPage(own, page, limit, async (start, end) => {
          asked.push([start, end]);
          return shared.slice(start, end);
        });
        expect(got.map((x) => x.id)).toEqual(union.slice((page - 1) * limit, page * limit).map((x) => x.id));
      }
      // Never more of the shared list than a page and the caller's own items can need.
      for (const [start, end] of asked) expect(end - start).toBeLessThanOrEqual(limit + own.length);
    }
  });
});
