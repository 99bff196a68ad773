export const REFERENCE_MESSAGES = {
  categoriesFailed: 'Failed to fetch categories',
  countriesFailed: 'Failed to fetch countries',
  nichesFailed: 'Failed to fetch brand niches',
} as const;
