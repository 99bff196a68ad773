import { describe, expect, it } from 'vitest';
import { FragmentCache } from './fragment-cache.ts';

const v = (version: string) => ({ version });

describe('FragmentCache', () => {
  it('holds at most max entries, dropping the least recently used', () => {
    const c = new FragmentCache<{ version: string }>(2);
    c.live = true;
    c.set('a', v('1'), c.mark());
    c.set('b', v('1'), c.mark());
    expect(c.get('a', '1')).toBeDefined(); // a is now the most recent
    c.set('c', v('1'), c.mark());
    expect(c.size).toBe(2);
    expect(c.get('b', '1')).toBeUndefined();
    expect(c.get('a', '1')).toBeDefined();
    expect(c.get('c', '1')).toBeDefined();
  });

  it('answers only the version asked for', () => {
    const c = new FragmentCache<{ version: string }>(10);
    c.live = true;
    c.set('a', v('1'), c.mark());
    expect(c.get('a', '2')).toBeUndefined();
  });

  it('does not store a fill that began before an invalidation', () => {
    const c = new FragmentCache<{ version: string }>(10);
    c.live = true;
    const since = c.mark();
    c.invalidate(['other']);
    c.set('a', v('1'), since);
    expect(c.get('a', '1')).toBeUndefined();
  });

  it('serves and stores nothing while it cannot hear invalidations', () => {
    const c = new FragmentCache<{ version: string }>(10);
    c.set('a', v('1'), c.mark());
    c.live = true;
    expect(c.get('a', '1')).toBeUndefined();
  });
});
