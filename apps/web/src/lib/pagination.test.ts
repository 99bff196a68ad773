import { describe, expect, it } from 'vitest';
import { cappedPageItems, pageItems } from './pagination';

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

const capped = (current: number, total: number) =>
  cappedPageItems(current, total, 5).map((l) => (l.type === 'page' ? l.page : '…'));

describe('cappedPageItems: at most five page numbers around the current one (doc 001 §2)', () => {
  it('shows every page when there are five or fewer', () => {
    expect(capped(1, 1)).toEqual([1]);
    expect(capped(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(cappedPageItems(1, 0, 5)).toEqual([]);
  });
  it('keeps five numbers around the current page with an ellipsis where pages are left out', () => {
    expect(capped(1, 9)).toEqual([1, 2, 3, 4, 5, '…']);
    expect(capped(5, 9)).toEqual(['…', 3, 4, 5, 6, 7, '…']);
    expect(capped(9, 9)).toEqual(['…', 5, 6, 7, 8, 9]);
    expect(capped(2, 6)).toEqual([1, 2, 3, 4, 5, '…']);
    expect(capped(5, 6)).toEqual(['…', 2, 3, 4, 5, 6]);
  });
  it('clamps a page outside the range', () => {
    expect(capped(40, 7)).toEqual(['…', 3, 4, 5, 6, 7]);
    expect(capped(-3, 7)).toEqual([1, 2, 3, 4, 5, '…']);
  });
});
