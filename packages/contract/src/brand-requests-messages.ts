import type { BrandRequestStatus } from './brand-team-enums.ts';

/*
 * The texts of the admins' review of brand requests (design §15, issue 28), zod-free (ADR 015). The join
 * form's own are in brand-join-messages.ts, re-exported here.
 */
export * from './brand-join-messages.ts';

/**
 * The API's refusals of a join request (the page shows the server's sentence as it comes, so these
 * stay out of its bundle, design §7).
 */
export const BRAND_JOIN_REFUSALS = {
  // 409s: each says what to do instead.
  pendingEmail:
    'A request with this e-mail is already waiting for review. We will e-mail you when it is decided, so there is no need to send another.',
  staffEmail:
    'This e-mail already has a brand account on Influence Hub. Sign in to your brand console instead, or ask your brand’s owner to add you to the team.',
  pendingGstin:
    'A request with this GSTIN is already waiting for review. We will e-mail the person who sent it when it is decided.',
  brandGstin:
    'A brand with this GSTIN is already on Influence Hub. Ask its owner to add you to the team, or write to support if you think this is wrong.',
  // 429s, as the sign-in code limits say them.
  tooManyFromNetwork: 'Too many requests were sent from your network. Please wait and try again.',
  tooManyForEmail: 'Too many requests were sent for this e-mail. Please wait and try again.',
} as const;

/** As long as the reasons staff give a creator (admin-applications.ts). */
export const BRAND_REQUEST_REASON_MAX_LENGTH = 2000;

export const BRAND_REQUEST_STATUS_LABELS: Record<BrandRequestStatus, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The console's review of requests. */
export const BRAND_REQUEST_MESSAGES = {
  listed: 'Brand requests fetched successfully',
  notFound: 'We could not find that brand request.',
  adminsOnly: 'Only Influence Hub admins review brand requests.',
  approved: (company: string, email: string) =>
    `${company} is on Influence Hub. We e-mailed ${email} a link to sign in to the brand console.`,
  rejected: (email: string) => `Request rejected. We e-mailed the reason to ${email}.`,
  alreadyApproved: 'This request was already approved, so its brand exists. Find it under Brands.',
  rejectedCannotApprove:
    'This request was rejected, so it cannot be approved. Ask the company to send a new request.',
  alreadyRejected: 'This request was already rejected.',
  approvedCannotReject:
    'This request was already approved, so it cannot be rejected. Deactivate the brand under Brands instead.',
  staffEmail: (email: string) =>
    `${email} already has a staff account, so approving cannot make it this brand’s owner. Ask the company for another e-mail, or add that account to a team under Brands.`,
  brandGstin:
    'A brand with this GSTIN is already on Influence Hub. Reject this request with the reason, or ask the company which brand it is.',
  reasonRequired: 'Write the reason, so the company knows why.',
  reasonTooLong: `The reason is at most ${BRAND_REQUEST_REASON_MAX_LENGTH} characters.`,
  status: 'status must be pending, approved or rejected.',
} as const;
