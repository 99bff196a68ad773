import { describe, expect, it } from 'vitest';
import { firstLanguageIn, LANGUAGE_MESSAGES, preferredLanguage } from './language.ts';

describe('preferredLanguage', () => {
  it('takes the first of our languages by q-value', () => {
    expect(preferredLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(preferredLanguage('en-GB,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(preferredLanguage('ta-IN, hi;q=0.7, en;q=0.5')).toBe('hi');
    expect(preferredLanguage('en;q=0.4, hi;q=0.6')).toBe('hi');
  });

  it('falls back to English for none, junk, or only other languages', () => {
    expect(preferredLanguage(undefined)).toBe('en');
    expect(preferredLanguage('')).toBe('en');
    expect(preferredLanguage('ta-IN, bn')).toBe('en');
    expect(preferredLanguage(';;,q=x')).toBe('en');
    expect(preferredLanguage('hi;q=0')).toBe('en');
  });

  it('reads navigator.languages in order', () => {
    expect(preferredLanguage(['mr-IN', 'hi-IN', 'en'])).toBe('hi');
    expect(preferredLanguage(['en-IN', 'hi'])).toBe('en');
  });
});

describe('firstLanguageIn', () => {
  it('is the first tag that is one of our languages, or null', () => {
    expect(firstLanguageIn(['mr-IN', 'HI-in', 'en'])).toBe('hi');
    expect(firstLanguageIn(['', 'en-GB', 'hi'])).toBe('en');
    expect(firstLanguageIn(['ta', 'bn-IN'])).toBeNull();
    expect(firstLanguageIn([])).toBeNull();
  });
});

describe('LANGUAGE_MESSAGES', () => {
  it('names every language in the unknown-language message', () => {
    expect(LANGUAGE_MESSAGES.unknown).toBe('language must be one of: en, hi.');
  });
});
