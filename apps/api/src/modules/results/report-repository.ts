import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/tx.ts';

export interface ReportCampaign {
  id: string;
  code: string;
  name: string;
  brandName: string;
}

export interface ReportRowData {
  applicationId: string;
  influencerId: string;
  name: string;
  platform: string;
  postUrl: string;
  postedAt: Date | null;
  spend: number;
  /** The post's latest reading that was not questioned, if any. */
  reading: Reading | null;
}

export interface Reading {
  views: number;
  likes: number;
  comments: number;
  shares: number | null;
  saves: number | null;
  reach: number | null;
  source: 'self-reported' | 'youtube-api' | 'instagram-api';
  status: 'reported' | 'confirmed' | 'questioned';
  capturedAt: Date;
}

/** Likes, comments, shares and saves: what the report counts as engagements. */
export const engagementsOf = (r: NonNullable<ReportRowData['reading']>) =>
  r.likes + r.comments + (r.shares ?? 0) + (r.saves ?? 0);

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * A campaign's live posts, one row each (their readings come apart, reportReadings): one statement.
 * The live work comes from `applications_campaign_status_idx`, each one's latest post details from
 * `submissions_version_key`.
 */
export async function reportRows(db: Executor, campaignId: string): Promise<ReportRowData[]> {
  const res = await db.execute<Record<string, unknown>>(sql`
    select a.id as application_id, a.influencer_id, i.name, p.name as platform, si.task_link as post_url,
           a.final_posted_at, coalesce(a.final_amount, 0) as spend
      from applications a
      join influencers i on i.id = a.influencer_id
      join lateral (select id from submissions s
                     where s.application_id = a.id and s.kind = 'post' order by s.version desc limit 1) s on true
      join submission_items si on si.submission_id = s.id and si.task_link is not null and si.task_link <> ''
      join platforms p on p.id = si.platform_id
     where a.campaign_id = ${campaignId} and a.status = 'final posted'
     order by i.name, a.id, p.name, si.task_link`);
  return res.rows.map((r) => ({
    applicationId: String(r.application_id),
    influencerId: String(r.influencer_id),
    name: String(r.name),
    platform: String(r.platform),
    postUrl: String(r.post_url),
    postedAt: r.final_posted_at ? new Date(r.final_posted_at as string) : null,
    spend: Number(r.spend),
    reading: null,
  }));
}

/**
 * Every counting reading (not questioned) of the campaign in time order, from one range of
 * `post_metrics_campaign_idx`: the report takes each post's latest from it, and the views over time.
 */
export async function reportReadings(db: Executor, campaignId: string) {
  const res = await db.execute<Record<string, unknown>>(sql`
    select application_id, post_url, views, likes, comments, shares, saves, reach, source, status, captured_at
      from post_metrics
     where campaign_id = ${campaignId} and status <> 'questioned'
     order by captured_at`);
  return res.rows.map((r) => ({
    key: `${r.application_id}|${r.post_url}`,
    reading: {
      views: Number(r.views),
      likes: Number(r.likes),
      comments: Number(r.comments),
      shares: num(r.shares),
      saves: num(r.saves),
      reach: num(r.reach),
      source: r.source as Reading['source'],
      status: r.status as Reading['status'],
      capturedAt: new Date(r.captured_at as string),
    },
  }));
}
