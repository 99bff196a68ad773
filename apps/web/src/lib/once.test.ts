import { describe, expect, it, vi } from 'vitest';
import { once } from './once';

describe('once', () => {
  it('builds nothing until asked, then builds once', () => {
    const make = vi.fn(() => ({ built: true }));
    const get = once(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
