import { z } from 'zod';
import { BRAND_TEAM_ROLES } from './brand-team-enums.ts';
import { BRAND_TEAM_MESSAGES as M } from './brand-team-messages.ts';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './constants.ts';
import { envelope, messageEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { isEmail } from './patterns.ts';
import * as route from './routes/brand-team.ts';

export * from './brand-team-messages.ts';

export const brandMember = z.object({
  /** The staff account's id (DELETE …/members/{staffId}). */
  _id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(BRAND_TEAM_ROLES),
  /** A suspended account keeps its place but cannot sign in. */
  status: z.enum(['active', 'suspended']),
  addedAt: z.string(),
});
export type BrandMember = z.infer<typeof brandMember>;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

export const adminListBrandMembers = defineOperation({
  ...route.adminListBrandMembers,
  summary: "The brand's team, owners first (admins and the brand's own people)",
  tags: ['brand team'],
  params: idParams,
  response: envelope(z.array(brandMember)),
});

export const brandMemberInput = z.object({
  email: z
    .string({ error: M.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, M.emailRequired)
    .max(254, M.emailInvalid)
    .refine(isEmail, M.emailInvalid),
  /** Used for a new account; an existing account keeps its own name. */
  name: z.string({ error: M.name }).trim().min(NAME_MIN_LENGTH, M.name).max(NAME_MAX_LENGTH, M.nameTooLong),
  role: z.enum(BRAND_TEAM_ROLES, { error: M.role }),
});
export type BrandMemberInput = z.input<typeof brandMemberInput>;

export const adminAddBrandMember = defineOperation({
  ...route.adminAddBrandMember,
  summary:
    "Add a person to the brand's team by e-mail (owners and admins): a new brand account, or an existing one joins this brand too; an existing member's role is changed",
  tags: ['brand team'],
  params: idParams,
  body: brandMemberInput,
  response: envelope(brandMember),
});

export const adminRemoveBrandMember = defineOperation({
  ...route.adminRemoveBrandMember,
  summary:
    "Remove a person from the brand's team (owners and admins); someone left with no brand is signed out everywhere at once",
  tags: ['brand team'],
  params: z.object({
    id: z.string().trim().min(1).max(100),
    staffId: z.string().trim().min(1).max(100),
  }),
  response: messageEnvelope,
});
