import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first two words', () => {
    expect(initials('Asha Rani Verma')).toBe('AR');
    expect(initials('  priya  ')).toBe('P');
  });
  it("falls back to 'U'", () => {
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });
});
