import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isHttpUrl,
  isWebAddress,
  mobileFieldValue,
  normaliseContact,
  normaliseMobile,
  parseFollowers,
  withWebScheme,
} from './patterns.ts';

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

describe('parseFollowers, withWebScheme, isWebAddress, mobileFieldValue (issue 12 §8)', () => {
  it('reads whole counts, with separators or K/M, and refuses the rest', () => {
    expect(parseFollowers('12500')).toBe(12500);
    expect(parseFollowers(' 12,500 ')).toBe(12500);
    expect(parseFollowers('1.2K')).toBe(1200);
    expect(parseFollowers('3m')).toBe(3_000_000);
    expect(parseFollowers('0')).toBe(0);
    for (const bad of ['abc', '-5', '2.5', '12345678901234567890', '1000000001', '1.2345K', '', 'K'])
      expect(parseFollowers(bad)).toBeNull();
  });

  it('adds https:// to a bare address and accepts only real host names', () => {
    expect(withWebScheme(' instagram.com/name ')).toBe('https://instagram.com/name');
    expect(withWebScheme('http://brand.in')).toBe('http://brand.in');
    expect(withWebScheme('  ')).toBe('');
    expect(isWebAddress('instagram.com/name')).toBe(true);
    expect(isWebAddress('instagram')).toBe(false);
    expect(isWebAddress('instagram asha')).toBe(false);
    expect(isWebAddress('javascript:alert(1)')).toBe(false);
  });

  it('keeps ten digits of a mobile, and the ten of a pasted +91 number', () => {
    expect(mobileFieldValue('9876543210123')).toBe('9876543210');
    expect(mobileFieldValue('+91 98765 43210')).toBe('9876543210');
    expect(mobileFieldValue('98a76')).toBe('9876');
  });
});
