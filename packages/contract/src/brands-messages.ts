export const BRAND_MESSAGES = {
  listed: 'Brands fetched successfully',
  fetched: 'Brand fetched successfully',
  notFound: 'Brand Not Found',
  listFailed: 'Failed to fetch brands',
  detailFailed: 'Failed to fetch brand details',
  empty: 'No brands found matching your filters.',
  noActiveCampaigns: 'No active campaigns found for this brand.',
} as const;
