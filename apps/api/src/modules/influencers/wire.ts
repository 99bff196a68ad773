import { CREATOR_LANGUAGES, type CreatorLanguage } from '@ih/contract/discovery-enums';
import type { ProfileData } from '@ih/contract/profile';
import { maskPan } from '@ih/contract/tax-ids';
import type { influencerSocialAccounts, influencers } from '../../db/schema/accounts.ts';

type InfluencerRow = typeof influencers.$inferSelect;
type SocialRow = typeof influencerSocialAccounts.$inferSelect;

const isCreatorLanguage = (l: string): l is CreatorLanguage =>
  (CREATOR_LANGUAGES as readonly string[]).includes(l);

/** How a stored account number is shown outside the edit form. */
export const maskAccountNumber = (last4: string | null) => (last4 ? `XXXXXX${last4}` : '');

export const socialToWire = (s: SocialRow) => ({
  _id: s.id,
  platform_name: s.platformName,
  user_name: s.userName ?? '',
  type: s.type ?? '',
  followers: s.followers ?? '',
  profile_url: s.profileUrl ?? '',
});

/** The creator profile in the documents' spellings (doc 001 §3); the one place rows become wire. */
export function profileToWire(
  row: InfluencerRow,
  social: SocialRow[],
  urls: { profileImage: string | null; cv: string | null },
  /** Design §18: the payout destinations as the bank checked them (all false/null without a provider). */
  payout: Pick<ProfileData, 'payoutDestinationVerified' | 'nameAtBank' | 'payoutDestinationProblem'> = {
    payoutDestinationVerified: false,
    nameAtBank: null,
    payoutDestinationProblem: null,
  },
): ProfileData {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    address: row.address,
    country: row.country,
    state: row.state,
    city: row.city,
    pincode: row.pincode ?? '',
    portfolio_link: row.portfolioLink ?? '',
    profile_image: urls.profileImage,
    cv_url: urls.cv,
    description: row.description,
    niche: row.niches,
    account_type: row.accountTypes,
    social_platform: social.map(socialToWire),
    bank_details: {
      account_holder_name: row.bankAccountHolderName ?? '',
      bank_name: row.bankName ?? '',
      branch_name: row.bankBranchName ?? '',
      account_type: row.bankAccountType ?? '',
      account_number: maskAccountNumber(row.bankAccountNumberLast4),
      ifsc_code: row.ifscCode ?? '',
      upi_id: row.upiId ?? '',
    },
    pan: maskPan(row.panLast4),
    gst_registered: row.gstRegistered,
    gstin: row.gstin ?? '',
    discoverable: row.discoverable,
    // Stored from the contract's list only; a language the list later drops is not shown.
    languages: row.languages.filter(isCreatorLanguage),
    language: row.language,
    ...payout,
  };
}
