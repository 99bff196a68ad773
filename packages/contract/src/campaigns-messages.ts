export const CAMPAIGN_MESSAGES = {
  listed: 'Campaigns fetched successfully',
  fetched: 'Campaign fetched successfully',
  notFound: 'Campaign Not Found',
  listFailed: 'Failed to fetch campaigns',
  detailFailed: 'Failed to fetch campaign details',
  savedListFailed: 'Failed to fetch saved campaigns',
} as const;
