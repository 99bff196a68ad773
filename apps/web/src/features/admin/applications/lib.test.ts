import { describe, expect, it } from 'vitest';
import {
  compactFollowers,
  defaultFinalAmount,
  FINAL_AMOUNT_INVALID,
  FINAL_AMOUNT_REQUIRED,
  parseRupees,
} from './lib';

describe('defaultFinalAmount', () => {
  it('takes the quote when the creator gave one', () => {
    expect(defaultFinalAmount({ quote_asking_amount: 7500, campaign: { fixed_price: 6000 } })).toBe(7500);
  });
  it('falls back to the fixed price when the quote is zero', () => {
    expect(defaultFinalAmount({ quote_asking_amount: 0, campaign: { fixed_price: 6000 } })).toBe(6000);
  });
  it('is null when there is neither', () => {
    expect(defaultFinalAmount({ quote_asking_amount: 0, campaign: { fixed_price: null } })).toBeNull();
    expect(defaultFinalAmount({ quote_asking_amount: 0, campaign: { fixed_price: 0 } })).toBeNull();
  });
});

describe('parseRupees', () => {
  it('reads whole rupees with Indian grouping', () => {
    expect(parseRupees('1,25,000')).toEqual({ amount: 125000 });
    expect(parseRupees(' ₹ 500 ')).toEqual({ amount: 500 });
  });
  it('refuses blank, zero, decimals and text with the API sentences', () => {
    expect(parseRupees('')).toEqual({ error: FINAL_AMOUNT_REQUIRED });
    expect(parseRupees('0')).toEqual({ error: FINAL_AMOUNT_INVALID });
    expect(parseRupees('12.5')).toEqual({ error: FINAL_AMOUNT_INVALID });
    expect(parseRupees('-3')).toEqual({ error: FINAL_AMOUNT_INVALID });
    expect(parseRupees('abc')).toEqual({ error: FINAL_AMOUNT_INVALID });
  });
});

describe('compactFollowers', () => {
  it('shortens large counts', () => {
    expect(compactFollowers('12500')).toBe('12.5K');
    expect(compactFollowers('1200000')).toBe('1.2M');
    expect(compactFollowers('2000')).toBe('2K');
    expect(compactFollowers('950')).toBe('950');
  });
  it('keeps text that is not a number', () => {
    expect(compactFollowers('10K+')).toBe('10K+');
  });
});
