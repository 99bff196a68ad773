import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import type { CreatorForStaff, CreatorListRow } from './admin-repository.ts';
import { socialToWire } from './wire.ts';

type Followers = { platform_name: string; followers: string }[];

/** A row of the staff creator list. */
export const toAdminCreatorListItem = (r: CreatorListRow, followers: Followers) => ({
  _id: r.id,
  name: r.name,
  email: r.email,
  mobile_number: r.mobileNumber,
  city: r.city,
  state: r.state,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  followers,
});

/** A creator as staff see them: contact, platforms and the applications within their reach. */
export function toAdminCreatorDetail({ row, social, apps }: CreatorForStaff): AdminInfluencerDetail {
  return {
    ...toAdminCreatorListItem(
      row,
      social.map((s) => ({ platform_name: s.platformName, followers: s.followers ?? '' })),
    ),
    account_type: row.accountTypes,
    address: row.address,
    country: row.country,
    pincode: row.pincode ?? '',
    portfolio_link: row.portfolioLink ?? '',
    niche: row.niches,
    description: row.description,
    social_platform: social.map(socialToWire),
    applications: apps.map((a) => ({
      _id: a.id,
      campaign: { _id: a.campaignId, campaign_id: a.code, event_name: a.eventName },
      status: a.status,
      applyDate: a.appliedAt.toISOString(),
    })),
  };
}
