import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { en, type MessageKey } from './en.ts';
import { hi } from './hi.ts';
import { dayIn, textFor } from './index.ts';

/** Keys whose Hindi is deliberately the English: a code or an abbreviation Hindi writes in Latin. */
const SAME_IN_HINDI = new Set<MessageKey>(['paymentMethod.UPI']);
/** Latin words a Hindi message may contain: abbreviations and the product's name (design §19). */
const LATIN_IN_HINDI = new Set(['OTP', 'GST', 'TDS', 'UPI', 'UTR', 'IST', 'ID', 'AIS', 'Influence', 'Hub']);
/** Latin a Hindi message may keep where the law names a form: Form 26AS. */
const LEGAL_NAMES = /Form 26AS/g;

type Token = string | [string, string?, Record<string, Token[]>?];
const compiled = (message: string) => compileMessage(message) as Token[] | string;

/** The argument names (with a select's case keys) and the literal text of a message. */
function parts(message: string): { args: string[]; literal: string } {
  const args: string[] = [];
  let literal = '';
  const walk = (tokens: Token[] | string) => {
    if (typeof tokens === 'string') {
      literal += tokens;
      return;
    }
    for (const token of tokens) {
      if (typeof token === 'string') literal += token;
      else {
        const [name, type, cases] = token;
        // A select's cases are the code's values and must match; a plural's forms are the language's own.
        args.push(type === 'select' ? `${name}:select:${Object.keys(cases ?? {}).sort()}` : name);
        for (const branch of Object.values(cases ?? {})) if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compiled(message));
  return { args: [...new Set(args)].sort(), literal };
}

const keys = Object.keys(en) as MessageKey[];

describe('server texts in Hindi', () => {
  it('has a Hindi message for every English one, none empty, none left in English', () => {
    expect(Object.keys(hi).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(hi[key].trim(), key).not.toBe('');
      if (!SAME_IN_HINDI.has(key)) {
        expect(hi[key], key).not.toBe(en[key]);
        expect(parts(hi[key]).literal, key).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('keeps every placeholder, every select case and every digit of the English', () => {
    for (const key of keys) {
      const source = parts(en[key]);
      const target = parts(hi[key]);
      expect(target.args, key).toEqual(source.args);
      const digits = (s: string) => (s.match(/\d/g) ?? []).sort().join('');
      expect(digits(target.literal), key).toBe(digits(source.literal));
    }
  });

  it('writes no English words in Hindi beyond abbreviations and the product name', () => {
    for (const key of keys) {
      if (SAME_IN_HINDI.has(key)) continue;
      const words =
        parts(hi[key])
          .literal.replace(LEGAL_NAMES, '')
          .match(/[A-Za-z]+/g) ?? [];
      expect(
        words.filter((w) => !LATIN_IN_HINDI.has(w)),
        key,
      ).toEqual([]);
    }
  });

  it('formats with the language: values in place, plurals and days by the locale', () => {
    const en = textFor('en');
    const hi = textFor('hi');
    expect(en('digest.title', { n: 1 })).toBe('1 new campaign in your niches');
    expect(en('digest.title', { n: 3 })).toBe('3 new campaigns in your niches');
    expect(hi('digest.title', { n: 3 })).toBe('आपके विषयों में 3 नए कैंपेन');
    expect(hi('digest.title', { n: 1 })).toBe('आपके विषयों में 1 नया कैंपेन');
    expect(hi('reminder.submission.body', { campaign: 'Diwali', hours: 1 })).toMatch(/में 1 घंटा बचा है।/);
    expect(en('reminder.submission.body', { campaign: 'Diwali', hours: 1 })).toBe(
      'The submission deadline for Diwali is in 1 hours. Upload your work before it passes.',
    );
    expect(en('payment.made.title', { amount: '₹1,23,456' })).toBe('Payment made: ₹1,23,456');
    expect(hi('payment.made.title', { amount: '₹1,23,456' })).toBe('पेमेंट हो गया: ₹1,23,456');
    expect(dayIn('en', '2026-12-12')).toBe('12 Dec 2026');
    expect(dayIn('hi', '2026-12-12')).toBe('12 दिसंबर 2026');
  });
});
