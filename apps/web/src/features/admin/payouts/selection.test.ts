import { describe, expect, it } from 'vitest';
import { keepOwed, selectionTotal, toggle } from './selection';

const tasks = [
  { _id: 'a', final_amount: 12_500 },
  { _id: 'b', final_amount: 6_000 },
  { _id: 'c', final_amount: 1_00_000 },
];

describe('selectionTotal', () => {
  it('adds the chosen tasks only', () => {
    expect(selectionTotal(tasks, new Set(['a', 'c']))).toBe(112_500);
    expect(selectionTotal(tasks, new Set())).toBe(0);
  });
  it('ignores ids that are no longer owed', () => {
    expect(selectionTotal(tasks, new Set(['b', 'gone']))).toBe(6_000);
  });
});

describe('keepOwed and toggle', () => {
  it('drops ids that left the owed list', () => {
    expect([...keepOwed(tasks, new Set(['a', 'gone']))]).toEqual(['a']);
  });
  it('adds and removes without changing the original', () => {
    const start = new Set(['a']);
    expect([...toggle(start, 'b', true)].sort()).toEqual(['a', 'b']);
    expect([...toggle(start, 'a', false)]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});
