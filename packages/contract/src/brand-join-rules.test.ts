import { describe, expect, it } from 'vitest';
import { BRAND_JOIN_MESSAGES as M } from './brand-join-messages.ts';
import { type BrandJoinValues, joinProblems, normaliseJoinField } from './brand-join-rules.ts';
import { gstinCheckCharacter, gstinProblem } from './tax-ids.ts';

const withCheck = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

const valid: BrandJoinValues = {
  companyName: '  Kesar   Foods ',
  contactName: 'Priya Nair',
  email: ' Priya@Kesar.IN ',
  mobile: '+91 98765-43210',
  website: 'kesar.in',
  category: '5a4f0a3e-3c1f-4a51-9a3e-5d2c1b7f0a11',
  gstin: ` ${withCheck('29ABCDE1234F1Z').toLowerCase()} `,
};

describe('the join form rules (issue 28)', () => {
  it('take what a person types and store it as the server does', () => {
    expect(joinProblems(valid)).toEqual({});
    expect(normaliseJoinField.companyName(valid.companyName)).toBe('Kesar Foods');
    expect(normaliseJoinField.email(valid.email)).toBe('priya@kesar.in');
    expect(normaliseJoinField.mobile(valid.mobile)).toBe('9876543210');
    expect(normaliseJoinField.website(valid.website)).toBe('https://kesar.in');
    expect(normaliseJoinField.gstin(valid.gstin)).toBe(withCheck('29ABCDE1234F1Z'));
  });

  it('leave the optional mobile and GSTIN blank without a word', () => {
    expect(joinProblems({ ...valid, mobile: ' ', gstin: '' })).toEqual({});
  });

  it('name each wrong field with its sentence', () => {
    expect(
      joinProblems({
        companyName: ' ',
        contactName: 'P',
        email: 'priya@',
        mobile: '98765',
        website: 'not a site',
        category: 'Food',
        gstin: '29ABCDE1234F1ZA',
      }),
    ).toEqual({
      companyName: M.companyName,
      contactName: M.contactName,
      email: M.emailInvalid,
      mobile: M.mobile,
      website: M.website,
      category: M.category,
      gstin: M.gstinChecksum,
    });
    expect(joinProblems({ ...valid, email: '' }).email).toBe(M.emailRequired);
    expect(joinProblems({ ...valid, companyName: 'x'.repeat(121) }).companyName).toBe(M.companyNameTooLong);
  });
});

describe('gstinProblem: a GSTIN on its own', () => {
  it('checks the shape, the check character and the state code', () => {
    expect(gstinProblem(withCheck('27AAPFU0939F1Z'))).toBeNull();
    expect(gstinProblem('27AAPFU0939')).toBe('format');
    expect(gstinProblem('27AAPFU0939F1ZA')).toBe('checksum');
    // 99 and 25 are no GST state's code (25 was Daman and Diu's before the merger into 26).
    expect(gstinProblem(withCheck('99AAPFU0939F1Z'))).toBe('state');
    expect(gstinProblem(withCheck('25AAPFU0939F1Z'))).toBe('state');
  });
});
