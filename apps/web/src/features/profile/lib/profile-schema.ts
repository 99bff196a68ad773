import { bankDetailsInput, profileUpdateBody, socialRowInput } from '@ih/contract/profile';
import { z } from 'zod';
import { isBlankRow } from './profile-form';

/**
 * The profile form's rules, loaded with zod on the form's first check rather than with the page
 * (design §7; see `profileValidation` in profile-form.ts).
 */

/** A platform row as the form holds it: every field text, '' when empty. */
const socialRowForm = z.object({
  platform_name: z.string(),
  user_name: z.string(),
  type: z.string(),
  followers: z.string(),
  profile_url: z.string(),
});

const shape = profileUpdateBody.shape;

/**
 * The contract's own field schemas and messages (so the page and the API agree), plus the read-only
 * contact fields. A platform row left wholly empty is the row offered to fill (design §10) and is
 * skipped; every started row must pass the contract's row rules.
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
  pan: shape.pan,
  gst_registered: shape.gst_registered,
  gstin: shape.gstin,
});
