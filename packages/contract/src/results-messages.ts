import type { MetricSource, MetricStatus } from './results-enums.ts';

/** What the results calls and pages say (design §17), in one place for the API and the web. */
export const RESULTS_MESSAGES = {
  recorded: 'Results added. The brand team will check them against your screenshot.',
  listed: 'Results fetched successfully',
  confirmed: 'Reading confirmed.',
  questioned: 'Reading questioned. The creator has been told why.',
  report: 'Campaign report fetched successfully',
  shared: 'Share link made. Anyone with it can read this report for 30 days.',
  shares: 'Share links fetched successfully',
  revoked: 'Share link revoked. It no longer opens the report.',
  mediaKit: 'Media kit fetched successfully',
  mediaKitSaved: 'Media kit saved.',
  workNotFound: 'We could not find this work.',
  campaignNotFound: 'We could not find this campaign.',
  metricNotFound: 'We could not find this reading.',
  shareNotFound: 'This report link does not exist, has expired or was revoked.',
  mediaKitNotFound: 'This media kit does not exist or its owner has switched it off.',
  notLive:
    'Results can be added once the post is live: the brand team confirms your post links first (status "final posted").',
  postUrl: 'Choose one of the post links you submitted for this work.',
  postUrlFormat: 'The post link must be a full web address starting with https://.',
  whole: (field: string) => `${field} must be a whole number, 0 or more.`,
  proofFileId: 'Add the insights screenshot as proof (upload it first).',
  proofUsed: 'This screenshot already proves another reading. Upload the screenshot showing these numbers.',
  proofNotImage: 'The proof must be a screenshot: a JPEG or PNG image.',
  reason: 'Say why you question this reading (up to 500 characters).',
  alreadyDecided: (status: MetricStatus) => `This reading was already ${status}.`,
  notSelfReported: 'Only the readings creators report can be confirmed or questioned.',
  format: 'The format must be json, csv or pdf.',
} as const;

/** How each state reads beside a reading. */
export const METRIC_STATUS_LABELS: Record<MetricStatus, string> = {
  reported: 'Waiting for a check',
  confirmed: 'Confirmed',
  questioned: 'Questioned',
};

/** How each source reads beside a reading. */
export const METRIC_SOURCE_LABELS: Record<MetricSource, string> = {
  'self-reported': 'Reported by the creator',
  'youtube-api': 'YouTube',
  'instagram-api': 'Instagram',
};

/** The web's texts for results that the API does not send. */
export const RESULTS_TEXT = {
  addResults: 'Add results',
  results: 'Results',
  report: 'Report',
  noReadings: 'No results yet. Add the numbers from your post insights.',
  proofHint: 'A screenshot of the post insights, showing these numbers.',
  saveFailed: 'Could not save the results. Please try again.',
  loadFailed: 'Failed to fetch the results',
  shareLink: 'Share link',
  mediaKit: 'Media kit',
} as const;
