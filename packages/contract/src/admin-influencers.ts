import { z } from 'zod';
import { ACCOUNT_TYPES, APPLICATION_STATUSES, INFLUENCER_STATUSES } from './enums.ts';
import { envelope, pageQuery, paginatedEnvelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import * as route from './routes/admin-influencers.ts';

/** The staff console's creator texts (ours; design §5). */
export const ADMIN_INFLUENCER_MESSAGES = {
  listed: 'Creators fetched successfully',
  fetched: 'Creator fetched successfully',
  suspended: 'The creator is suspended and has been signed out everywhere.',
  activated: 'The creator is active again and can sign in.',
  adminsOnly: 'Only admins can suspend or reactivate creators.',
  notFound: 'We could not find this creator.',
  status: 'Status must be active or suspended.',
} as const;

const followerSummary = z.object({ platform_name: z.string(), followers: z.string() });

export const adminInfluencerListItem = z.object({
  _id: z.uuid(),
  name: z.string(),
  /** Contact details go to admins only: a brand person never gets them (design §15). */
  email: z.string().optional(),
  mobile_number: z.string().optional(),
  city: z.string(),
  state: z.string(),
  status: z.enum(INFLUENCER_STATUSES),
  createdAt: z.string(),
  /** One entry per social account, in the creator's order. */
  followers: z.array(followerSummary),
});

export const adminInfluencerDetail = adminInfluencerListItem.extend({
  account_type: z.array(z.enum(ACCOUNT_TYPES)),
  /** Admins only, like the e-mail and mobile. */
  address: z.string().optional(),
  country: z.string(),
  pincode: z.string().optional(),
  portfolio_link: z.string(),
  niche: z.array(z.string()),
  description: z.string(),
  social_platform: z.array(
    z.object({
      _id: z.uuid(),
      platform_name: z.string(),
      user_name: z.string(),
      type: z.string(),
      followers: z.string(),
      profile_url: z.string(),
    }),
  ),
  /** Applications the caller may see: all for admins, their brands' campaigns for brand staff. */
  applications: z.array(
    z.object({
      _id: z.uuid(),
      campaign: z.object({ _id: z.uuid(), campaign_id: z.string(), event_name: z.string() }),
      status: z.enum(APPLICATION_STATUSES),
      applyDate: z.string(),
    }),
  ),
});
export type AdminInfluencerDetail = z.infer<typeof adminInfluencerDetail>;

export const listAdminInfluencers = defineOperation({
  ...route.listAdminInfluencers,
  summary:
    'Creators, searchable by name, e-mail or mobile (brand staff: those who applied to their brands, by name, without contact details)',
  tags: ['staff: creators'],
  query: z.object({
    search: z.string().trim().max(100, 'Please shorten the search to 100 characters.').optional(),
    status: z.enum(INFLUENCER_STATUSES, { error: ADMIN_INFLUENCER_MESSAGES.status }).optional(),
    ...pageQuery(20),
  }),
  response: paginatedEnvelope(adminInfluencerListItem),
});

const idParams = z.object({ id: z.uuid({ error: ADMIN_INFLUENCER_MESSAGES.notFound }) });

export const getAdminInfluencer = defineOperation({
  ...route.getAdminInfluencer,
  summary:
    'One creator with registration data, social accounts and applications (contact details and address for admins only)',
  tags: ['staff: creators'],
  params: idParams,
  response: envelope(adminInfluencerDetail),
});

export const updateAdminInfluencer = defineOperation({
  ...route.updateAdminInfluencer,
  summary: 'Suspend (signs them out everywhere, blocks sign-in) or reactivate a creator; admins only',
  tags: ['staff: creators'],
  forbidden: ADMIN_INFLUENCER_MESSAGES.adminsOnly,
  params: idParams,
  body: z.object({ status: z.enum(INFLUENCER_STATUSES, { error: ADMIN_INFLUENCER_MESSAGES.status }) }),
  response: envelope(z.object({ _id: z.uuid(), status: z.enum(INFLUENCER_STATUSES) })),
});
