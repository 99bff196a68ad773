import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination';

const show = (current: number, total: number) =>
  pageItems(current, total)
    .map((i) => (i.type === 'page' ? String(i.page) : '…'))
    .join(' ');

describe('pageItems: current ±2, first and last, ellipsis between (doc 000 §2)', () => {
  it('shows every page when there are few', () => {
    expect(show(1, 1)).toBe('1');
    expect(show(3, 5)).toBe('1 2 3 4 5');
  });
  it('puts an ellipsis after the window near the start', () => {
    expect(show(1, 10)).toBe('1 2 3 … 10');
    expect(show(4, 10)).toBe('1 2 3 4 5 6 … 10');
  });
  it('puts ellipses on both sides in the middle', () => {
    expect(show(5, 10)).toBe('1 … 3 4 5 6 7 … 10');
  });
  it('puts an ellipsis before the window near the end', () => {
    expect(show(10, 10)).toBe('1 … 8 9 10');
  });
  it('clamps an out-of-range page and handles no pages', () => {
    expect(show(99, 3)).toBe('1 2 3');
    expect(pageItems(1, 0)).toEqual([]);
  });
});
