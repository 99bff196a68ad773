import type { BrandTeamRole } from './brand-team-enums.ts';

/*
 * The texts of a brand's team (design §15, issue 28), zod-free (ADR 015): the console's Team section
 * shows them as the API sends them.
 */

export const BRAND_TEAM_ROLE_LABELS: Record<BrandTeamRole, string> = {
  owner: 'Owner',
  member: 'Member',
};

export const BRAND_TEAM_MESSAGES = {
  listed: 'Team fetched successfully',
  added: (name: string, brand: string) => `${name} is on the ${brand} team. We e-mailed them how to sign in.`,
  roleChanged: (name: string, role: BrandTeamRole) =>
    `${name} is now ${role === 'owner' ? 'an owner' : 'a member'} of the team.`,
  unchanged: (name: string) => `${name} is already on the team with that role.`,
  removed: (name: string) => `${name} is no longer on the team.`,
  ownersOnly:
    'Only the brand’s owners can add or remove people. Ask an owner of this brand, or an Influence Hub admin.',
  adminEmail:
    'This e-mail belongs to an Influence Hub admin, who already sees every brand. Use the e-mail of the person at the brand.',
  suspended: 'This account is suspended, so it cannot join a team. Ask an Influence Hub admin to look at it.',
  lastOwner:
    'A brand needs at least one owner. Make someone else an owner first, then remove or change this one.',
  notMember: 'That person is not on this brand’s team.',
  brandNotFound: 'Brand Not Found',
  name: 'Enter the person’s name (at least 2 characters).',
  nameTooLong: 'Please keep the name to 60 characters or fewer.',
  emailRequired: 'This field has to be filled.',
  emailInvalid: 'This is not a valid email.',
  role: 'Choose owner or member.',
} as const;
