import { describe, expect, it } from 'vitest';
import { choicesWithAll, unlessAll } from './filter-choices';

describe('filter choices', () => {
  const items = [{ value: 'b1', label: 'Brand One' }];
  const labels = { all: 'All brands', loading: 'Loading brands...' };

  it("puts 'all' first, named for loading while the list loads", () => {
    expect(choicesWithAll(items, { ...labels, pending: false })[0]).toEqual({
      value: 'all',
      label: 'All brands',
    });
    expect(choicesWithAll([], { ...labels, pending: true })).toEqual([
      { value: 'all', label: 'Loading brands...' },
    ]);
  });

  it('keeps a linked value that the list does not hold, once', () => {
    const linked = { value: 'b9', label: 'The linked brand' };
    expect(choicesWithAll(items, { ...labels, pending: false, linked }).at(-1)).toEqual(linked);
    expect(
      choicesWithAll(items, { ...labels, pending: false, linked: { value: 'b1', label: 'x' } }),
    ).toHaveLength(2);
    expect(choicesWithAll(items, { ...labels, pending: false, linked: { label: 'x' } })).toHaveLength(2);
  });

  it("reads 'all' as no filter", () => {
    expect(unlessAll('all')).toBeUndefined();
    expect(unlessAll('active')).toBe('active');
  });
});
