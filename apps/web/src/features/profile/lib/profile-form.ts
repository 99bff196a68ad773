import { COUNTRY_NAME, COUNTRY_VALUE } from '@ih/contract/enums';
import type { ProfileData, ProfileUpdateBody } from '@ih/contract/profile';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { z } from 'zod';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { profileFormSchema } from './profile-schema';

/** A platform row as the form holds it: every field text, '' when empty. */
export interface SocialRowValues {
  platform_name: string;
  user_name: string;
  type: string;
  followers: string;
  profile_url: string;
}

export const emptySocialRow = (): SocialRowValues => ({
  platform_name: '',
  user_name: '',
  type: '',
  followers: '',
  profile_url: '',
});

export const isBlankRow = (row: SocialRowValues) => Object.values(row).every((v) => v.trim() === '');

/**
 * The form's rules (profile-schema.ts) and zod load on the first check rather than with the page
 * (design §7); the form preloads them when idle (`usePreloadWhenIdle(profileValidation)`).
 */
export const profileValidation = lazyZodResolver(() =>
  import('./profile-schema').then((m) => m.profileFormSchema),
);

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The four sections (doc 001 §2) and the form fields each one edits. */
export const SECTIONS = {
  basic: {
    title: msg`BASIC INFO`,
    fields: ['name', 'address', 'pincode', 'city', 'state', 'country', 'portfolio_link'],
  },
  platforms: { title: msg`PLATFORM DETAILS`, fields: ['social_platform'] },
  description: { title: msg`DESCRIPTION`, fields: ['description'] },
  bank: { title: msg`BANK DETAILS`, fields: ['bank_details'] },
  tax: { title: msg`TAX DETAILS`, fields: ['pan', 'gst_registered', 'gstin'] },
} as const satisfies Record<
  string,
  { title: MessageDescriptor; fields: readonly (keyof ProfileFormInput)[] }
>;
export type SectionKey = keyof typeof SECTIONS;
export const SECTION_KEYS = Object.keys(SECTIONS) as SectionKey[];

/** Which section a field path (as react-hook-form reports errors) belongs to. */
export function sectionOf(path: string): SectionKey | null {
  const root = path.split('.')[0];
  return SECTION_KEYS.find((k) => (SECTIONS[k].fields as readonly string[]).includes(root ?? '')) ?? null;
}

/** Registration stores the country as 'india'; the profile shows and saves it by its name. */
const countryLabel = (value: string) => (value.trim().toLowerCase() === COUNTRY_VALUE ? COUNTRY_NAME : value);

export function toFormValues(p: ProfileData): ProfileFormInput {
  return {
    name: p.name,
    email: p.email,
    mobile_number: p.mobile_number,
    address: p.address,
    country: countryLabel(p.country),
    state: p.state,
    city: p.city,
    pincode: p.pincode,
    portfolio_link: p.portfolio_link,
    description: p.description,
    // No invented rows (design §10): a creator without platforms gets one empty row to fill.
    social_platform: p.social_platform.length
      ? p.social_platform.map((s) => ({
          platform_name: s.platform_name,
          user_name: s.user_name,
          type: s.type,
          followers: s.followers,
          profile_url: s.profile_url,
        }))
      : [emptySocialRow()],
    bank_details: { ...p.bank_details },
    pan: p.pan,
    gst_registered: p.gst_registered,
    gstin: p.gstin,
  };
}

/**
 * The update payload of doc 001 §3 from the checked form: e-mail and mobile are left out, blank
 * platform rows dropped, and the picture sent only when a new one was chosen.
 */
export function toPayload(v: ProfileFormOutput, profileImage: string | null): ProfileUpdateBody {
  const b = v.bank_details;
  const payload: ProfileUpdateBody = {
    name: v.name,
    address: v.address,
    country: v.country,
    state: v.state,
    city: v.city,
    pincode: v.pincode ?? '',
    portfolio_link: v.portfolio_link ?? '',
    description: v.description,
    social_platform: v.social_platform.filter((r) => !isBlankRow(r)),
    bank_details: {
      account_holder_name: b.account_holder_name ?? '',
      account_number: b.account_number ?? '',
      account_type: b.account_type ?? '',
      ifsc_code: b.ifsc_code ?? '',
      bank_name: b.bank_name ?? '',
      upi_id: b.upi_id ?? '',
      branch_name: b.branch_name ?? '',
    },
  };
  // PAN and GSTIN as typed (the masked PAN from GET keeps the stored one); not registered clears the GSTIN.
  payload.pan = v.pan ?? '';
  payload.gst_registered = v.gst_registered ?? false;
  payload.gstin = v.gst_registered ? (v.gstin ?? '') : '';
  if (profileImage) payload.profile_image = profileImage;
  return payload;
}

/**
 * 'XXXXXX1234', the API's mask (six X whatever the length, so the length is not told either), for a
 * full number held after editing; a masked or empty value is shown as it is.
 */
export function maskAccountNumber(value: string | null | undefined): string {
  const v = (value ?? '').replace(/\s/g, '');
  if (!/^\d{5,}$/.test(v)) return v;
  return `XXXXXX${v.slice(-4)}`;
}
