import { BUDGET_TYPES, CAMPAIGN_STATUSES } from './enums.ts';

/**
 * The staff campaign texts and the cross-field rules (budget by type, date order), free of zod so the
 * staff campaign form can use them without loading the schemas (design §7). `admin-campaigns.ts`
 * builds its schemas on them and re-exports them.
 */

/** The staff console's campaign texts (ours; design §5). */
export const ADMIN_CAMPAIGN_MESSAGES = {
  listed: 'Campaigns fetched successfully',
  fetched: 'Campaign fetched successfully',
  created: 'Campaign created successfully',
  updated: 'Campaign updated successfully',
  applicantsListed: 'Applicants fetched successfully',
  notFound: 'Campaign Not Found',
  notYourBrand: 'You can only manage campaigns of your brands.',
  brand: 'Choose the brand this campaign is for.',
  brandInvalid: 'Choose a brand from the list.',
  status: `status must be one of: ${CAMPAIGN_STATUSES.join(', ')}.`,
  eventName: 'Enter the event name.',
  campaignTitle: 'Enter the campaign title.',
  platforms: 'Choose at least one platform.',
  platformInvalid: 'Choose platforms from the list.',
  referenceDescription: 'Describe the reference.',
  referenceLink: 'Enter a web address starting with http:// or https://.',
  date: 'Use a date such as 2030-01-31.',
  endBeforeStart: 'The end date cannot be before the start date.',
  deadline: 'Enter the submission deadline as a date and time, such as 2030-01-31T18:00:00+05:30.',
  deliverables: 'Add at least one deliverable.',
  deliverableType: 'Choose a deliverable type from the list.',
  deliverableUnknown: 'This deliverable does not belong to the campaign.',
  deliverableHasWork: 'This deliverable already has submitted work and cannot be removed.',
  postingTime: 'Enter the posting time as HH:MM, such as 18:30.',
  budgetType: `Choose a budget type: ${BUDGET_TYPES.join(', ')}.`,
  fixedPrice: 'Enter the fixed price for a fixed campaign.',
  commission: 'Enter the commission per sale for a fixed affiliate campaign.',
  rupees: 'Enter a whole number of rupees.',
  influencerRequired: 'Enter how many influencers are needed (at least 1).',
  stateInvalid: 'Choose a state from the list.',
  kindInvalid: 'Choose an influencer type from the list.',
  languageInvalid: 'Choose a language from the list.',
  followerInvalid: 'Choose a follower range from the list.',
  categoryInvalid: 'Choose categories from the list.',
  id: 'must be a valid id',
  mediaInvalid: (field: string) =>
    `${field} must be a file uploaded with POST /v1/files (purpose campaign-asset), or empty.`,
} as const;

export type BudgetValues = {
  budget_type?: (typeof BUDGET_TYPES)[number] | undefined;
  fixed_price?: number | null | undefined;
  fixed_commission_per_sale?: number | null | undefined;
};

/**
 * The per-type budget rule: 'fixed' needs a fixed price above zero, 'fixed affiliate' a commission
 * above zero, 'get quote' neither. Shared by the create schema, the web form and the PATCH merge.
 */
export function budgetErrors(v: BudgetValues): Record<string, string> {
  if (v.budget_type === 'fixed' && !(v.fixed_price && v.fixed_price > 0))
    return { fixed_price: ADMIN_CAMPAIGN_MESSAGES.fixedPrice };
  if (
    v.budget_type === 'fixed affiliate' &&
    !(v.fixed_commission_per_sale && v.fixed_commission_per_sale > 0)
  )
    return { fixed_commission_per_sale: ADMIN_CAMPAIGN_MESSAGES.commission };
  return {};
}

/** Dates are YYYY-MM-DD, so comparing the strings compares the days. */
export function dateOrderErrors(v: {
  start_date?: string | null;
  end_date?: string | null;
}): Record<string, string> {
  return v.start_date && v.end_date && v.end_date < v.start_date
    ? { end_date: ADMIN_CAMPAIGN_MESSAGES.endBeforeStart }
    : {};
}
