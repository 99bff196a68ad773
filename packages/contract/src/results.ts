import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineOperation } from './operation.ts';
import { METRIC_SOURCES, METRIC_STATUSES, REPORT_FORMATS } from './results-enums.ts';
import { RESULTS_MESSAGES } from './results-messages.ts';
import * as route from './routes/results.ts';

export { METRIC_SOURCE_LABELS, METRIC_STATUS_LABELS, RESULTS_MESSAGES } from './results-messages.ts';

/** The largest count a reading takes: far above any post's views, well inside a safe integer. */
export const MAX_METRIC_VALUE = 1_000_000_000_000;

const count = (label: string) =>
  z
    .number({ error: RESULTS_MESSAGES.whole(label) })
    .int(RESULTS_MESSAGES.whole(label))
    .min(0, RESULTS_MESSAGES.whole(label))
    .max(MAX_METRIC_VALUE, RESULTS_MESSAGES.whole(label));

/** POST …/metrics (design §17): the creator's numbers for one live post, with the insights screenshot. */
export const metricReadingBody = z.object({
  postUrl: z
    .string({ error: RESULTS_MESSAGES.postUrl })
    .trim()
    .min(1, RESULTS_MESSAGES.postUrl)
    .max(2000, RESULTS_MESSAGES.postUrl),
  views: count('Views'),
  likes: count('Likes'),
  comments: count('Comments'),
  shares: count('Shares').optional(),
  saves: count('Saves').optional(),
  reach: count('Reach').optional(),
  proofFileId: z.uuid({ error: RESULTS_MESSAGES.proofFileId }),
});
export type MetricReadingBody = z.output<typeof metricReadingBody>;

/** One reading of a post's numbers (design §17). */
export const metricReading = z.object({
  _id: z.uuid(),
  postUrl: z.string(),
  views: z.number().int(),
  likes: z.number().int(),
  comments: z.number().int(),
  shares: z.number().int().nullable(),
  saves: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  source: z.enum(METRIC_SOURCES),
  capturedAt: z.string().describe('ISO 8601'),
  status: z.enum(METRIC_STATUSES),
  /** Staff's reason when they questioned it; null otherwise. */
  note: z.string().nullable(),
  /** A short-lived signed URL of the insights screenshot; null for readings from an API. */
  proofUrl: z.string().nullable(),
});
export type MetricReading = z.output<typeof metricReading>;

const applicationParams = z.object({ applicationId: z.uuid({ error: RESULTS_MESSAGES.workNotFound }) });

export const addMetricReading = defineOperation({
  ...route.addMetricReading,
  summary: "Report a live post's numbers with the insights screenshot as proof (design §17)",
  tags: ['results'],
  params: applicationParams,
  body: metricReadingBody,
  response: envelope(metricReading),
  status: 201,
});

/** The work's posts and their readings, newest first: what the work page shows. */
export const workResults = z.object({
  live: z.boolean().describe('Whether the posts are live, so results may be added'),
  postUrls: z.array(z.string()),
  readings: z.array(metricReading),
});

export const listMetricReadings = defineOperation({
  ...route.listMetricReadings,
  summary: "The readings of one work's posts, newest first, with their states",
  tags: ['results'],
  params: applicationParams,
  response: envelope(workResults),
});

/** One live work of the creator with its readings (the creator's Results view). */
export const myResultsItem = z.object({
  applicationId: z.uuid(),
  campaignName: z.string(),
  brandName: z.string(),
  postUrls: z.array(z.string()),
  postedAt: z.string().nullable(),
  readings: z.array(metricReading),
});
export type MyResultsItem = z.output<typeof myResultsItem>;

export const listMyResults = defineOperation({
  ...route.listMyResults,
  summary: "The creator's live work with its readings, newest first (their record of results)",
  tags: ['results'],
  response: envelope(z.array(myResultsItem)),
});

const staffParams = z.object({ id: z.uuid({ error: RESULTS_MESSAGES.workNotFound }) });
const metricParams = staffParams.extend({ metricId: z.uuid({ error: RESULTS_MESSAGES.metricNotFound }) });

export const listApplicationMetrics = defineOperation({
  ...route.listApplicationMetrics,
  summary: "An application's readings for staff to confirm or question",
  tags: ['results'],
  params: staffParams,
  response: envelope(workResults),
});

export const confirmMetricReading = defineOperation({
  ...route.confirmMetricReading,
  summary: 'Confirm a reading against its screenshot. A repeat answers the same.',
  tags: ['results'],
  params: metricParams,
  response: envelope(metricReading),
});

export const questionMetricReading = defineOperation({
  ...route.questionMetricReading,
  summary: 'Question a reading with a reason; the creator is told and can add a new reading',
  tags: ['results'],
  params: metricParams,
  body: z.object({
    reason: z
      .string({ error: RESULTS_MESSAGES.reason })
      .trim()
      .min(1, RESULTS_MESSAGES.reason)
      .max(500, RESULTS_MESSAGES.reason),
  }),
  response: envelope(metricReading),
});

/** The campaign's totals (design §17); the ratios are null while there is nothing to divide by. */
export const reportTotals = z.object({
  creators: z.number().int(),
  postsLive: z.number().int(),
  spend: z.number().int().describe('Whole rupees agreed for the live work'),
  views: z.number().int(),
  engagements: z.number().int().describe('Likes, comments, shares and saves'),
  engagementRate: z.number().nullable().describe('Engagements per view, 0–1'),
  costPerView: z.number().nullable().describe('Rupees per view'),
  costPerEngagement: z.number().nullable().describe('Rupees per engagement'),
});

/** One creator's live post with its latest reading (a questioned one is left out). */
export const reportRow = z.object({
  applicationId: z.uuid(),
  creator: z.object({ _id: z.uuid(), name: z.string() }),
  platform: z.string(),
  postUrl: z.string(),
  postedAt: z.string().nullable(),
  spend: z.number().int(),
  views: z.number().int().nullable(),
  likes: z.number().int().nullable(),
  comments: z.number().int().nullable(),
  shares: z.number().int().nullable(),
  saves: z.number().int().nullable(),
  reach: z.number().int().nullable(),
  engagements: z.number().int().nullable(),
  source: z.enum(METRIC_SOURCES).nullable(),
  status: z.enum(METRIC_STATUSES).nullable(),
  capturedAt: z.string().nullable(),
});
export type ReportRow = z.output<typeof reportRow>;

export const campaignReport = z.object({
  campaign: z.object({ _id: z.uuid(), campaign_id: z.string(), name: z.string(), brandName: z.string() }),
  totals: reportTotals,
  /** Views over time: each day's total of every post's latest reading by then (Asia/Kolkata days). */
  timeline: z.array(z.object({ date: z.string(), views: z.number().int() })),
  rows: z.array(reportRow),
  generatedAt: z.string(),
});
export type CampaignReport = z.output<typeof campaignReport>;

const campaignParams = z.object({ id: z.uuid({ error: RESULTS_MESSAGES.campaignNotFound }) });

export const getCampaignReport = defineOperation({
  ...route.getCampaignReport,
  summary: "A campaign's results: totals, views over time and a row per creator and post (format=csv|pdf)",
  tags: ['results'],
  params: campaignParams,
  query: z.object({ format: z.enum(REPORT_FORMATS, { error: RESULTS_MESSAGES.format }).default('json') }),
  response: envelope(campaignReport),
});

export const reportShare = z.object({
  _id: z.uuid(),
  /** The link itself, shown once when it is made (only its hash is kept). */
  url: z.string().optional(),
  expiresAt: z.string(),
  createdAt: z.string(),
});

export const shareCampaignReport = defineOperation({
  ...route.shareCampaignReport,
  summary: 'Make a read-only link to the report for 30 days: { url, expiresAt }',
  tags: ['results'],
  params: campaignParams,
  response: envelope(reportShare.required({ url: true })),
  status: 201,
});

export const listReportShares = defineOperation({
  ...route.listReportShares,
  summary: "The campaign report's share links still open",
  tags: ['results'],
  params: campaignParams,
  response: envelope(z.array(reportShare)),
});

export const revokeReportShare = defineOperation({
  ...route.revokeReportShare,
  summary: 'Revoke a share link: it answers 404 from now on',
  tags: ['results'],
  params: campaignParams.extend({ shareId: z.uuid({ error: RESULTS_MESSAGES.shareNotFound }) }),
  response: envelope(z.object({ _id: z.uuid() })),
});

export const getSharedReport = defineOperation({
  ...route.getSharedReport,
  summary: 'The report behind a share link (no contact data); 404 once expired or revoked',
  tags: ['results'],
  params: z.object({
    token: z.string().min(10, RESULTS_MESSAGES.shareNotFound).max(100, RESULTS_MESSAGES.shareNotFound),
  }),
  response: envelope(campaignReport),
});

/** A creator's public media kit: platforms, niches and confirmed results, never contact, bank or tax data. */
export const mediaKit = z.object({
  name: z.string(),
  profileImage: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  niches: z.array(z.string()),
  platforms: z.array(z.object({ platform: z.string(), handle: z.string(), followers: z.number().int() })),
  medianViews: z.array(z.object({ platform: z.string(), views: z.number().int(), posts: z.number().int() })),
  results: z.array(
    z.object({
      campaignName: z.string(),
      brandName: z.string(),
      platform: z.string(),
      postUrl: z.string(),
      views: z.number().int(),
      likes: z.number().int(),
      comments: z.number().int(),
      capturedAt: z.string(),
    }),
  ),
});
export type MediaKit = z.output<typeof mediaKit>;

export const mediaKitSettings = z.object({
  enabled: z.boolean(),
  slug: z.string().nullable(),
  url: z.string().nullable(),
});

export const getMyMediaKit = defineOperation({
  ...route.getMyMediaKit,
  summary: "The creator's media kit switch and its public link",
  tags: ['results'],
  response: envelope(mediaKitSettings),
});

export const updateMyMediaKit = defineOperation({
  ...route.updateMyMediaKit,
  summary: 'Switch the public media kit on or off; its link stays the same',
  tags: ['results'],
  body: z.object({ enabled: z.boolean({ error: 'Say whether the media kit is on (true or false).' }) }),
  response: envelope(mediaKitSettings),
});

export const getPublicMediaKit = defineOperation({
  ...route.getPublicMediaKit,
  summary: "A creator's public media kit (404 when switched off)",
  tags: ['results'],
  params: z.object({
    slug: z.string().min(3, RESULTS_MESSAGES.mediaKitNotFound).max(80, RESULTS_MESSAGES.mediaKitNotFound),
  }),
  response: envelope(mediaKit),
});
