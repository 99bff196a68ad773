import { describe, expect, it } from 'vitest';
import { formatPostingTime, parsePostingTime, postingTimeValue } from './posting-time.ts';

describe('posting time', () => {
  it('shows every stored form as the 12-hour clock', () => {
    expect(formatPostingTime('07:30')).toBe('7:30 AM');
    expect(formatPostingTime('7:30')).toBe('7:30 AM');
    expect(formatPostingTime('19:05')).toBe('7:05 PM');
    expect(formatPostingTime('00:00')).toBe('12:00 AM');
    expect(formatPostingTime('12:00')).toBe('12:00 PM');
    expect(formatPostingTime('11:00 AM')).toBe('11:00 AM');
    expect(formatPostingTime('1:30 pm')).toBe('1:30 PM');
    expect(formatPostingTime('12:15 AM')).toBe('12:15 AM');
    expect(formatPostingTime('6:30p.m.')).toBe('6:30 PM');
  });

  it('keeps what is not a time, and shows nothing for none', () => {
    expect(formatPostingTime('after the launch')).toBe('after the launch');
    expect(formatPostingTime(null)).toBe('');
    expect(formatPostingTime('')).toBe('');
    expect(parsePostingTime('24:00')).toBeNull();
    expect(parsePostingTime('13:00 PM')).toBeNull();
  });

  it('stores the 24-hour form the time field uses', () => {
    expect(postingTimeValue('11:00 AM')).toBe('11:00');
    expect(postingTimeValue('6:30 PM')).toBe('18:30');
    expect(postingTimeValue('12:00 AM')).toBe('00:00');
    expect(postingTimeValue('7:30')).toBe('07:30');
    expect(postingTimeValue('soon')).toBe('soon');
  });
});
