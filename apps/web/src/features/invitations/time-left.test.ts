import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = new Date('2026-11-27T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000).toISOString();

describe('timeLeft', () => {
  it.each([
    [-1, 'Time is up'],
    [0.5, 'Less than an hour left'],
    [1, '1 hour left'],
    [47.9, '47 hours left'],
    [72, '3 days left'],
  ])('%s hours ahead reads "%s"', (hours, text) => {
    expect(timeLeft(at(hours), now)).toBe(text);
  });
});
