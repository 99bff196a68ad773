/*
 * Brand teams and join requests (design §15), apart from enums.ts so that only the console pages that
 * use them carry them (every page loads enums.ts).
 */

/** A brand-role staff member's place on one brand's team (issue 28): owners manage the team. */
export const BRAND_TEAM_ROLES = ['owner', 'member'] as const;
export type BrandTeamRole = (typeof BRAND_TEAM_ROLES)[number];

/** A brand's request to join (design §15), decided by an admin. */
export const BRAND_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BrandRequestStatus = (typeof BRAND_REQUEST_STATUSES)[number];
