import { describe, expect, it } from 'vitest';
import { isEmail, isHttpUrl, normaliseContact, normaliseMobile } from './patterns.ts';

describe('normaliseMobile', () => {
  it('keeps ten digits from the ways people write an Indian number', () => {
    for (const written of ['9876543210', '+91 98765 43210', '91-98765-43210', '09876543210', ' 98765-43210 '])
      expect(normaliseMobile(written.trim())).toBe('9876543210');
  });

  it('leaves anything else for the length check to refuse', () => {
    expect(normaliseMobile('12345')).toBe('12345');
    expect(normaliseMobile('+1 555 0100 123')).toBe('+15550100123');
  });
});

describe('normaliseContact', () => {
  it('tells an e-mail from a mobile number and normalises each', () => {
    expect(normaliseContact('  Asha.Rao@Example.IN ')).toEqual({
      kind: 'email',
      value: 'asha.rao@example.in',
    });
    expect(normaliseContact('+91 98765 43210')).toEqual({ kind: 'mobile', value: '9876543210' });
  });

  it('refuses what is neither', () => {
    for (const value of ['', 'asha', 'asha@example', '98765', 'asha@ example.in'])
      expect(normaliseContact(value)).toBeNull();
  });
});

describe('isEmail and isHttpUrl', () => {
  it('accept the ordinary forms and refuse the rest', () => {
    expect(isEmail('a@b.co')).toBe(true);
    expect(isEmail('a@b.c')).toBe(false);
    expect(isHttpUrl('https://brand.example.in/page')).toBe(true);
    expect(isHttpUrl('http://brand.example.in')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('ftp://brand.example.in')).toBe(false);
    expect(isHttpUrl('brand.example.in')).toBe(false);
  });
});
