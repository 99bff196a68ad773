import { istDay } from '@ih/contract/payout-terms';
import type { CampaignReport } from '@ih/contract/results';
import type { Db } from '../../db/client.ts';
import {
  engagementsOf,
  type Reading,
  type ReportCampaign,
  reportReadings,
  reportRows,
} from './report-repository.ts';
import { reportCampaignWire, reportRowWire } from './wire.ts';

/** A ratio rounded for people (4 places), or null where there is nothing to divide by. */
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);

/**
 * Views over time: for each Asia/Kolkata day with a reading, the sum over posts of each one's
 * latest reading by the end of that day. Readings come in time order, so one pass does it.
 */
export function viewsTimeline(readings: { key: string; reading: Reading }[], live: Set<string>) {
  const latest = new Map<string, number>();
  const days: { date: string; views: number }[] = [];
  let total = 0;
  for (const r of readings) {
    if (!live.has(r.key)) continue;
    const { views, capturedAt } = r.reading;
    total += views - (latest.get(r.key) ?? 0);
    latest.set(r.key, views);
    const date = istDay(capturedAt);
    const last = days.at(-1);
    if (last?.date === date) last.views = total;
    else days.push({ date, views: total });
  }
  return days;
}

/**
 * A campaign's report (design §17): totals over its live posts, views over time, a row per creator
 * and post. Spend is each live work's agreed amount, counted once per work however many posts it
 * has. Two statements, whatever the campaign's size.
 */
export async function buildReport(db: Db, campaign: ReportCampaign, now: Date): Promise<CampaignReport> {
  const [posts, readings] = await Promise.all([reportRows(db, campaign.id), reportReadings(db, campaign.id)]);
  // In time order, so the last one of each post is its latest.
  const latest = new Map(readings.map((r) => [r.key, r.reading]));
  const rows = posts.map((p) => ({ ...p, reading: latest.get(`${p.applicationId}|${p.postUrl}`) ?? null }));
  const spendByWork = new Map(rows.map((r) => [r.applicationId, r.spend]));
  const spend = [...spendByWork.values()].reduce((a, b) => a + b, 0);
  let views = 0;
  let engagements = 0;
  for (const r of rows) {
    if (!r.reading) continue;
    views += r.reading.views;
    engagements += engagementsOf(r.reading);
  }
  return {
    campaign: reportCampaignWire(campaign),
    totals: {
      creators: new Set(rows.map((r) => r.influencerId)).size,
      postsLive: rows.length,
      spend,
      views,
      engagements,
      engagementRate: ratio(engagements, views),
      costPerView: ratio(spend, views),
      costPerEngagement: ratio(spend, engagements),
    },
    timeline: viewsTimeline(readings, new Set(rows.map((r) => `${r.applicationId}|${r.postUrl}`))),
    rows: rows.map(reportRowWire),
    generatedAt: now.toISOString(),
  };
}
