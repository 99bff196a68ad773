import { describe, expect, it } from 'vitest';
import {
  GST_STATE_CODES,
  gstinCheckCharacter,
  gstStateCode,
  hasValidGstinChecksum,
  MASKED_PAN_PATTERN,
  maskPan,
  PAN_PATTERN,
} from './tax-ids.ts';

describe('PAN', () => {
  it('is five letters, four digits and a letter', () => {
    expect(PAN_PATTERN.test('ABCDE1234F')).toBe(true);
    for (const bad of ['ABCDE1234', 'abcde1234f', 'ABCD11234F', 'ABCDE12345', 'ABCDE1234FG'])
      expect(PAN_PATTERN.test(bad)).toBe(false);
  });
  it('is masked to its last four characters', () => {
    expect(maskPan('234F')).toBe('XXXXXX234F');
    expect(MASKED_PAN_PATTERN.test(maskPan('234F'))).toBe(true);
    expect(maskPan(null)).toBe('');
  });
});

describe('GSTIN', () => {
  // The GSTN's own worked example, and a public company's GSTIN as printed on its invoices.
  it.each(['27AAPFU0939F1ZV', '27AAACR5055K1Z7'])('accepts %s', (gstin) => {
    expect(hasValidGstinChecksum(gstin)).toBe(true);
  });
  it('refuses a GSTIN whose last character is not its check character', () => {
    const first14 = '27AAACR5055K1Z';
    const right = gstinCheckCharacter(first14);
    const wrong = right === 'A' ? 'B' : 'A';
    expect(hasValidGstinChecksum(`${first14}${wrong}`)).toBe(false);
    expect(hasValidGstinChecksum('27AAACR5055K1Y7')).toBe(false);
  });
  it('knows the state code of every state and union territory', () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode(' tamil  nadu ')).toBe('33');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(Object.keys(GST_STATE_CODES).length);
  });
});
