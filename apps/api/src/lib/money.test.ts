import { describe, expect, it } from 'vitest';
import { splitInProportion } from './money.ts';

describe('splitInProportion', () => {
  it('adds up to the total exactly where rounding each part would not', () => {
    // ₹1,000.01 net over three equal tasks: rounding each share gives 33334 × 3 = 100002.
    expect(splitInProportion(100_001, [1, 1, 1])).toEqual([33_334, 33_334, 33_333]);
    const parts = splitInProportion(1_17_16_502, [1_23_456, 23_000]);
    expect(parts.reduce((a, p) => a + p, 0)).toBe(1_17_16_502);
  });

  it('keeps proportions and gives nothing for no weight', () => {
    expect(
      splitInProportion(
        4_400_000,
        [2_400_000, 2_000_000].map((g) => g / 100),
      ),
    ).toEqual([2_400_000, 2_000_000]);
    expect(splitInProportion(500, [0, 0])).toEqual([0, 0]);
  });
});
