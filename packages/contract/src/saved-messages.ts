export const SAVED_MESSAGES = {
  saved: 'Campaign saved successfully!',
  removed: 'Campaign removed from your saved list.',
  notSaved: 'This campaign is not in your saved list.',
  campaignNotFound: 'Campaign Not Found',
  saveFailed: 'Failed to save campaign',
  unsaveFailed: 'Failed to unsave campaign',
  listFailed: 'Failed to fetch saved campaigns',
} as const;
