import { COUNTRY_NAME, COUNTRY_VALUE } from '@ih/contract/enums';
import {
  bankDetailsInput,
  type ProfileData,
  type ProfileUpdateBody,
  profileUpdateBody,
  socialRowInput,
} from '@ih/contract/profile';
import { z } from 'zod';

/** A platform row as the form holds it: every field text, '' when empty. */
const socialRowForm = z.object({
  platform_name: z.string(),
  user_name: z.string(),
  type: z.string(),
  followers: z.string(),
  profile_url: z.string(),
});
export type SocialRowValues = z.infer<typeof socialRowForm>;

export const emptySocialRow = (): SocialRowValues => ({
  platform_name: '',
  user_name: '',
  type: '',
  followers: '',
  profile_url: '',
});

const isBlankRow = (row: SocialRowValues) => Object.values(row).every((v) => v.trim() === '');

const shape = profileUpdateBody.shape;

/**
 * The profile form's rules: the contract's own field schemas and messages (so the page and the API
 * agree), plus the read-only contact fields. A platform row left wholly empty is the row offered to
 * fill (design §10) and is skipped; every started row must pass the contract's row rules.
 */
export const profileFormSchema = z.object({
  name: shape.name,
  email: z.string(),
  mobile_number: z.string(),
  address: shape.address,
  country: shape.country,
  state: shape.state,
  city: shape.city,
  pincode: shape.pincode,
  portfolio_link: shape.portfolio_link,
  description: shape.description,
  social_platform: z.array(socialRowForm).superRefine((rows, ctx) => {
    rows.forEach((row, index) => {
      if (isBlankRow(row)) return;
      const result = socialRowInput.safeParse(row);
      if (result.success) return;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message, path: [index, ...issue.path] });
    });
  }),
  bank_details: bankDetailsInput,
});

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFormOutput = z.output<typeof profileFormSchema>;

/** The four sections (doc 001 §2) and the form fields each one edits. */
export const SECTIONS = {
  basic: {
    title: 'BASIC INFO',
    fields: ['name', 'address', 'pincode', 'city', 'state', 'country', 'portfolio_link'],
  },
  platforms: { title: 'PLATFORM DETAILS', fields: ['social_platform'] },
  description: { title: 'DESCRIPTION', fields: ['description'] },
  bank: { title: 'BANK DETAILS', fields: ['bank_details'] },
} as const satisfies Record<string, { title: string; fields: readonly (keyof ProfileFormInput)[] }>;
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
