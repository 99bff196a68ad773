/** The web's toast texts (doc 000 §8) and the server's answers for applying. */
export const APPLY_MESSAGES = {
  applied: 'Successfully applied for the campaign!',
  quoted: 'Successfully submitted your quote for the campaign!',
  alreadyAppliedTitle: 'Already Applied',
  alreadyApplied: 'You have already applied for this campaign.',
  notAccepting: 'This campaign is no longer accepting applications.',
  deadlinePassed: 'The deadline for this campaign has passed.',
  campaignNotFound: 'Campaign Not Found',
  failed: 'Failed to apply for campaign',
  quoteFailed: 'Failed to submit quote',
  /** What the web sends as the note of a plain (non-quote) application (doc 000 §7). */
  defaultNote: 'Applied for campaign',
  quoteInvalid: 'Please check your quote.',
  quoteAmount: 'Enter your quote as a whole number of rupees greater than 0.',
  quoteNote: 'Write something about this task.',
  statsFetched: 'Application counts fetched successfully',
} as const;
