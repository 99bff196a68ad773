/*
 * Results' closed lists (design §17), apart from enums.ts so that only the pages that show results
 * carry them (every page loads enums.ts).
 */

/** Where a reading's numbers came from: the creator's own insights, or a platform's API. */
export const METRIC_SOURCES = ['self-reported', 'youtube-api', 'instagram-api'] as const;
export type MetricSource = (typeof METRIC_SOURCES)[number];

/** A reading's states: reported by the creator (or read from an API), then confirmed or questioned by staff. */
export const METRIC_STATUSES = ['reported', 'confirmed', 'questioned'] as const;
export type MetricStatus = (typeof METRIC_STATUSES)[number];

/** The report's files (design §17): `format=csv|pdf`, JSON when left out. */
export const REPORT_FORMATS = ['json', 'csv', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
