import type { ProfileData } from '@ih/contract/profile';
import { describe, expect, it } from 'vitest';
import { imageProblem } from './image';
import { maskAccountNumber, profileValidation, sectionOf, toFormValues, toPayload } from './profile-form';
import { profileFormSchema } from './profile-schema';

const profile = (over: Partial<ProfileData> = {}): ProfileData => ({
  _id: '7f897fc0-a960-45dc-af95-2d77a3dadb45',
  name: 'Aarav Sharma',
  email: 'aarav@example.com',
  mobile_number: '9876543210',
  address: '12 Marine Drive',
  language: 'en',
  country: 'india',
  state: 'Maharashtra',
  city: 'Mumbai',
  pincode: '400001',
  portfolio_link: '',
  profile_image: null,
  cv_url: null,
  description: 'Food and travel stories from Mumbai.',
  pan: '',
  gst_registered: false,
  gstin: '',
  discoverable: true,
  languages: [],
  payoutDestinationVerified: false,
  nameAtBank: null,
  payoutDestinationProblem: null,
  niche: [],
  account_type: [],
  social_platform: [],
  bank_details: {
    account_holder_name: '',
    bank_name: '',
    branch_name: '',
    account_type: '',
    account_number: 'XXXXXX1234',
    ifsc_code: '',
    upi_id: '',
  },
  ...over,
});

describe('toFormValues', () => {
  it('offers one empty platform row instead of invented ones (design §10) and names the country', () => {
    const v = toFormValues(profile());
    expect(v.social_platform).toEqual([
      { platform_name: '', user_name: '', type: '', followers: '', profile_url: '' },
    ]);
    expect(v.country).toBe('India');
  });
});

describe('profileFormSchema', () => {
  it('skips the blank row, checks started rows with the contract messages', () => {
    const ok = profileFormSchema.safeParse(toFormValues(profile()));
    expect(ok.success).toBe(true);
    const values = toFormValues(profile());
    values.social_platform = [
      { platform_name: '', user_name: 'me', type: '', followers: '', profile_url: 'x' },
    ];
    const bad = profileFormSchema.safeParse(values);
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toContain('social_platform.0.platform_name: Platform is required.');
    expect(messages).toContain('social_platform.0.profile_url: Please provide a valid profile URL.');
  });
  it('requires the state and checks IFSC and UPI', () => {
    const values = toFormValues(profile());
    values.state = ' ';
    values.bank_details = { ...values.bank_details, ifsc_code: 'HDFC123', upi_id: 'nobody' };
    const r = profileFormSchema.safeParse(values);
    const messages = r.error?.issues.map((i) => i.message);
    expect(messages).toContain('State field is required');
    expect(messages).toContain('Enter a valid IFSC code, e.g. HDFC0001234');
    expect(messages).toContain('Enter a valid UPI ID, e.g. name@okhdfcbank');
  });
  it('judges the form through the lazily loaded resolver with the same messages', async () => {
    const values = toFormValues(profile());
    values.state = ' ';
    const r = await profileValidation(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(r.errors.state?.message).toBe('State field is required');
    const ok = await profileValidation(toFormValues(profile()), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.errors).toEqual({});
  });
});

describe('toPayload', () => {
  it('leaves out e-mail and mobile, drops blank rows, sends the picture only when chosen', () => {
    const parsed = profileFormSchema.parse(toFormValues(profile()));
    const payload = toPayload(parsed, null);
    expect(payload).not.toHaveProperty('email');
    expect(payload).not.toHaveProperty('mobile_number');
    expect(payload).not.toHaveProperty('profile_image');
    expect(payload.social_platform).toEqual([]);
    expect(payload.bank_details?.account_number).toBe('XXXXXX1234');
    expect(toPayload(parsed, 'data:image/png;base64,AAAA').profile_image).toBe('data:image/png;base64,AAAA');
  });
});

describe('maskAccountNumber and sections', () => {
  it('masks like the API and leaves masked or empty values alone', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXX9012');
    expect(maskAccountNumber('XXXXXX9012')).toBe('XXXXXX9012');
    expect(maskAccountNumber('')).toBe('');
  });
  it('maps error paths to their section', () => {
    expect(sectionOf('bank_details.ifsc_code')).toBe('bank');
    expect(sectionOf('social_platform.1.profile_url')).toBe('platforms');
    expect(sectionOf('state')).toBe('basic');
    expect(sectionOf('email')).toBeNull();
  });
});

describe('imageProblem', () => {
  const file = (name: string, type: string, size: number) => ({ name, type, size });
  it('accepts JPG, PNG and GIF up to 2MB and names the problem otherwise', () => {
    expect(imageProblem(file('me.png', 'image/png', 1000))).toBeNull();
    expect(imageProblem(file('me.jpeg', '', 1000))).toBeNull();
    expect(imageProblem(file('me.webp', 'image/webp', 1000))).toEqual({
      title: 'Invalid File Type',
      description: 'Please upload a JPG, PNG, or GIF image',
    });
    expect(imageProblem(file('me.gif', 'image/gif', 2 * 1024 * 1024 + 1))).toEqual({
      title: 'File Too Large',
      description: 'Image size must be less than 2MB',
    });
  });
});
