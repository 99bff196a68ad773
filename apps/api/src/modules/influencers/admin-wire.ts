import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import type { StaffRole } from '@ih/contract/enums';
import type { CreatorForStaff, CreatorListRow } from './admin-repository.ts';
import { socialToWire } from './wire.ts';

type Followers = { platform_name: string; followers: string }[];

/**
 * Who reads the answer: contact details (e-mail, mobile, postal address) go to admins only. A brand
 * person works with a creator through the console (messages, work) and never gets them (design §15).
 */
export type Reader = { role: StaffRole };

const contactFor = (reader: Reader, r: Pick<CreatorListRow, 'email' | 'mobileNumber'>) =>
  reader.role === 'admin' ? { email: r.email, mobile_number: r.mobileNumber } : {};

/** A row of the staff creator list. */
export const toAdminCreatorListItem = (r: CreatorListRow, followers: Followers, reader: Reader) => ({
  _id: r.id,
  name: r.name,
  ...contactFor(reader, r),
  city: r.city,
  state: r.state,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  followers,
});

/** A creator as staff see them: contact, platforms and the applications within their reach. */
export function toAdminCreatorDetail(
  { row, social, apps }: CreatorForStaff,
  reader: Reader,
): AdminInfluencerDetail {
  return {
    ...toAdminCreatorListItem(
      row,
      social.map((s) => ({ platform_name: s.platformName, followers: s.followers ?? '' })),
      reader,
    ),
    account_type: row.accountTypes,
    ...(reader.role === 'admin' ? { address: row.address, pincode: row.pincode ?? '' } : {}),
    country: row.country,
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
