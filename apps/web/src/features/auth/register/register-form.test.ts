import { REGISTRATION_MESSAGES as M } from '@ih/contract/registration-messages';
import { describe, expect, it } from 'vitest';
import { defaultValues, type RegisterValues, toPayload, validateStep } from './register-form';
import { descriptionHint } from './step-about';

const filledBasics = (): RegisterValues => ({
  ...defaultValues(),
  account_type: ['Personal Account'],
  name: 'Asha Verma',
  mobile_number: '9876543210',
  email: 'asha@example.com',
  address: '12 Janpath',
  state: 'Delhi',
  city: 'Central Delhi',
});

const row = (platform_name: '' | 'Instagram', profile_url: string, followers: string) => ({
  platform_name,
  profile_url,
  followers,
});

describe('step 1, Basic Info', () => {
  it('gives every field its message from doc 000 §5, word for word', async () => {
    const r = await validateStep(0, { ...defaultValues(), country: '' });
    expect(r.ok).toBe(false);
    expect(r.toast).toBe(M.stepInvalid);
    expect(r.errors).toEqual({
      account_type: 'Please select at least one account type',
      name: 'Name is required',
      mobile_number: 'Mobile number must be a 10-digit number.',
      email: 'This field has to be filled.',
      address: 'Address is required.',
      country: 'Country is required.',
      state: 'State is required.',
      city: 'City is required.',
    });
  });

  it('tells a malformed e-mail apart from a missing one, and wants ten digits', async () => {
    const r = await validateStep(0, { ...filledBasics(), email: 'asha@', mobile_number: '98765' });
    expect(r.errors.email).toBe('This is not a valid email.');
    expect(r.errors.mobile_number).toBe(M.mobile);
  });

  it('passes with the pin code left empty (it is optional)', async () => {
    expect(await validateStep(0, filledBasics())).toEqual({ ok: true, errors: {} });
  });
});

describe('shared field rules (issue 12 §8)', () => {
  it('sends a profile link without a scheme as https', () => {
    const p = toPayload({
      ...filledBasics(),
      social_platform: [row('Instagram', ' instagram.com/asha ', '12500')],
    });
    expect(p.social_platform[0]?.profile_url).toBe('https://instagram.com/asha');
  });

  it('refuses a link that is no web address even with https added', async () => {
    const r = await validateStep(1, {
      ...defaultValues(),
      social_platform: [row('Instagram', 'instagram', '5')],
    });
    expect(r.errors['social_platform.0.profile_url']).toBe(M.profileUrl);
  });

  it('takes 0, 12,500 and 1.2K followers, refuses -5 and 2.5', async () => {
    for (const ok of ['0', '12,500', '1.2K'])
      expect(
        (
          await validateStep(1, {
            ...defaultValues(),
            social_platform: [row('Instagram', 'instagram.com/a', ok)],
          })
        ).ok,
      ).toBe(true);
    for (const bad of ['-5', '2.5'])
      expect(
        (
          await validateStep(1, {
            ...defaultValues(),
            social_platform: [row('Instagram', 'instagram.com/a', bad)],
          })
        ).errors['social_platform.0.followers'],
      ).toBe('Followers must be a whole number, like 12500 or 1.2K, up to 1,000,000,000.');
  });
});

describe('step 2, Social Media Accounts', () => {
  it('with no complete row fails with its own toast and the row messages', async () => {
    const r = await validateStep(1, defaultValues());
    expect(r.ok).toBe(false);
    expect(r.toast).toBe('Please complete at least one social media platform');
    expect(r.errors).toEqual({
      'social_platform.0.platform_name': 'Platform is required.',
      'social_platform.0.profile_url': 'Please provide a valid profile URL.',
      'social_platform.0.followers': 'Followers is required.',
    });
  });

  it('ignores a wholly empty extra row beside a complete one', async () => {
    const v = {
      ...defaultValues(),
      social_platform: [row('', '', ''), row('Instagram', 'https://instagram.com/a', '1200')],
    };
    expect((await validateStep(1, v)).ok).toBe(true);
  });

  it('flags a started row on its own index, with the general toast', async () => {
    const v = {
      ...defaultValues(),
      social_platform: [
        row('Instagram', 'https://instagram.com/a', '1200'),
        row('Instagram', 'not a url', ''),
      ],
    };
    const r = await validateStep(1, v);
    expect(r.toast).toBe(M.stepInvalid);
    expect(r.errors).toEqual({
      'social_platform.1.profile_url': M.profileUrl,
      'social_platform.1.followers': M.followers,
    });
  });

  it('sends only complete rows', () => {
    const v = {
      ...filledBasics(),
      social_platform: [
        row('Instagram', ' https://instagram.com/a ', '1200'),
        row('', 'https://x.com/a', '5'),
      ],
      niche: ['Food'],
      description: 'I cook regional Indian food at home.',
    };
    expect(toPayload(v).social_platform).toEqual([
      { platform_name: 'Instagram', profile_url: 'https://instagram.com/a', followers: '1200' },
    ]);
    expect(toPayload(v).pincode).toBeUndefined();
  });
});

describe('step 3, Categories & Bio', () => {
  it('needs a niche and 20 characters of description', async () => {
    const r = await validateStep(2, { ...defaultValues(), description: 'too short' });
    expect(r.errors).toEqual({
      niche: 'Please select at least one niche',
      description: 'min 20 character is required',
    });
    expect(
      (await validateStep(2, { ...defaultValues(), niche: ['Food'], description: 'x'.repeat(20) })).ok,
    ).toBe(true);
  });

  it('the hint counts toward the minimum first, then toward the recommended 100', () => {
    expect(descriptionHint(0)).toBe('20 more characters needed (minimum 20).');
    expect(descriptionHint(19)).toBe('1 more character needed (minimum 20).');
    expect(descriptionHint(20)).toBe('80 more characters to reach the recommended 100.');
    expect(descriptionHint(100)).toBe('Great — that meets the recommended length.');
  });
});
