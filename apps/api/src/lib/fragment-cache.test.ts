import { describe, expect, it } from 'vitest';
import { AdmittingCache, FragmentCache } from './fragment-cache.ts';

const v = (version: string) => ({ version });

describe('FragmentCache', () => {
  it('holds at most max entries, dropping the least recently used', () => {
    const c = new FragmentCache<{ version: string }>(2);
    c.set('a', v('1'));
    c.set('b', v('1'));
    expect(c.get('a', '1')).toBeDefined(); // a is now the most recent
    c.set('c', v('1'));
    expect(c.size).toBe(2);
    expect(c.get('b', '1')).toBeUndefined();
    expect(c.get('a', '1')).toBeDefined();
    expect(c.get('c', '1')).toBeDefined();
  });

  it('answers only the version asked for', () => {
    const c = new FragmentCache<{ version: string }>(10);
    c.set('a', v('1'));
    expect(c.get('a', '2')).toBeUndefined();
    expect(c.get('a', '1')).toBeDefined();
  });

  it('forgets everything on clear', () => {
    const c = new FragmentCache<{ version: string }>(10);
    c.set('a', v('1'));
    c.clear();
    expect(c.size).toBe(0);
    expect(c.get('a', '1')).toBeUndefined();
  });
});

describe('AdmittingCache', () => {
  it('keeps a key on its second miss, not its first', () => {
    const c = new AdmittingCache<{ version: string }>(3);
    c.set('a', v('1'));
    expect(c.get('a', '1')).toBeUndefined();
    c.set('a', v('1'));
    expect(c.get('a', '1')).toBeDefined();
  });

  it('admits nothing from a stream of more distinct keys than it holds', () => {
    const c = new AdmittingCache<{ version: string }>(3);
    for (let round = 0; round < 3; round++) for (const k of ['a', 'b', 'c', 'd', 'e']) c.set(k, v('1'));
    expect(c.size).toBe(0);
  });
});
