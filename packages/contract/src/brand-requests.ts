import { z } from 'zod';
import { type BrandJoinField, joinFieldProblem, normaliseJoinField } from './brand-join-rules.ts';
import {
  BRAND_JOIN_MESSAGES,
  BRAND_REQUEST_MESSAGES,
  BRAND_REQUEST_REASON_MAX_LENGTH,
} from './brand-requests-messages.ts';
import { BRAND_REQUEST_STATUSES } from './brand-team-enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/brand-requests.ts';

export * from './brand-requests-messages.ts';

/** A string field of the join form: normalised, then checked by the form's own rule (brand-join-rules.ts). */
const joinField = (field: BrandJoinField, missing: string) =>
  z
    .string({ error: missing })
    // A bound before the rule runs, so a megabyte of text is refused without being normalised.
    .max(2000, missing)
    .transform(normaliseJoinField[field])
    .superRefine((value, ctx) => {
      const problem = joinFieldProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An optional field: absent, null or blank is "not given". */
const optionalJoinField = (field: BrandJoinField, wrong: string) =>
  joinField(field, wrong)
    .nullish()
    .transform((v) => v || undefined);

export const brandJoinBody = z.object({
  companyName: joinField('companyName', BRAND_JOIN_MESSAGES.companyName),
  contactName: joinField('contactName', BRAND_JOIN_MESSAGES.contactName),
  email: joinField('email', BRAND_JOIN_MESSAGES.emailRequired),
  mobile: optionalJoinField('mobile', BRAND_JOIN_MESSAGES.mobile),
  website: joinField('website', BRAND_JOIN_MESSAGES.website),
  category: joinField('category', BRAND_JOIN_MESSAGES.category),
  gstin: optionalJoinField('gstin', BRAND_JOIN_MESSAGES.gstinFormat),
});
export type BrandJoinBody = z.input<typeof brandJoinBody>;

export const brandJoin = defineOperation({
  ...route.brandJoin,
  summary:
    'A company asks to join as a brand; staff review the request (GSTIN checksum-checked; rate-limited like sign-in)',
  tags: ['brand requests'],
  body: brandJoinBody,
  response: envelope(z.object({ email: z.string(), status: z.literal('pending') })),
  status: 201,
});

export const brandRequestItem = z.object({
  _id: z.uuid(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  website: z.string(),
  category: z.object({ _id: z.uuid(), name: z.string() }),
  gstin: z.string().nullable(),
  status: z.enum(BRAND_REQUEST_STATUSES),
  /** Why it was rejected (as e-mailed), or null. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  /** The brand approving made, or null. */
  brandId: z.uuid().nullable(),
});
export type BrandRequestItem = z.infer<typeof brandRequestItem>;

const idParams = z.object({ id: z.string().trim().min(1).max(100) });

export const adminListBrandRequests = defineOperation({
  ...route.adminListBrandRequests,
  summary: 'Brand requests, waiting ones first (oldest first), then decided ones (newest first); admins only',
  tags: ['brand requests'],
  forbidden: BRAND_REQUEST_MESSAGES.adminsOnly,
  query: z.object({
    status: z.enum(BRAND_REQUEST_STATUSES, { error: BRAND_REQUEST_MESSAGES.status }).optional(),
    ...pageQuery(20),
  }),
  response: paginatedEnvelope(brandRequestItem),
});

export const adminApproveBrandRequest = defineOperation({
  ...route.adminApproveBrandRequest,
  summary:
    'Approve: creates the brand and its owner (a brand-role staff account) in one transaction and e-mails the sign-in link',
  tags: ['brand requests'],
  forbidden: BRAND_REQUEST_MESSAGES.adminsOnly,
  params: idParams,
  response: envelope(brandRequestItem),
});

export const adminRejectBrandRequest = defineOperation({
  ...route.adminRejectBrandRequest,
  summary: 'Reject with a reason, which is e-mailed to the contact',
  tags: ['brand requests'],
  forbidden: BRAND_REQUEST_MESSAGES.adminsOnly,
  params: idParams,
  body: z.object({
    reason: z
      .string({ error: BRAND_REQUEST_MESSAGES.reasonRequired })
      .trim()
      .min(1, BRAND_REQUEST_MESSAGES.reasonRequired)
      .max(BRAND_REQUEST_REASON_MAX_LENGTH, BRAND_REQUEST_MESSAGES.reasonTooLong),
  }),
  response: envelope(brandRequestItem),
});
