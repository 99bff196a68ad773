import type { MetricReading, ReportRow } from '@ih/contract/results';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/urls.ts';
import { engagementsOf, type ReportCampaign, type ReportRowData } from './report-repository.ts';
import type { MetricRow } from './repository.ts';

/** A reading on the wire (design §17), its screenshot as a short-lived signed URL. */
export const readingWire = (deps: Deps, row: MetricRow): MetricReading => ({
  _id: row.id,
  postUrl: row.postUrl,
  views: row.views,
  likes: row.likes,
  comments: row.comments,
  shares: row.shares,
  saves: row.saves,
  reach: row.reach,
  source: row.source,
  capturedAt: row.capturedAt.toISOString(),
  status: row.status,
  note: row.note,
  proofUrl: row.proofFileId ? fileUrl(deps, { id: row.proofFileId, visibility: 'private' }) : null,
});

/** The campaign a report is about. */
export const reportCampaignWire = (c: ReportCampaign) => ({
  _id: c.id,
  campaign_id: c.code,
  name: c.name,
  brandName: c.brandName,
});

/** One creator's live post in the report, with its latest counting reading (or blanks). */
export function reportRowWire(r: ReportRowData): ReportRow {
  const m = r.reading;
  return {
    applicationId: r.applicationId,
    creator: { _id: r.influencerId, name: r.name },
    platform: r.platform,
    postUrl: r.postUrl,
    postedAt: r.postedAt?.toISOString() ?? null,
    spend: r.spend,
    views: m?.views ?? null,
    likes: m?.likes ?? null,
    comments: m?.comments ?? null,
    shares: m?.shares ?? null,
    saves: m?.saves ?? null,
    reach: m?.reach ?? null,
    engagements: m ? engagementsOf(m) : null,
    source: m?.source ?? null,
    status: m?.status ?? null,
    capturedAt: m?.capturedAt.toISOString() ?? null,
  };
}
