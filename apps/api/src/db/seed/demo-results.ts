import { randomUUID } from 'node:crypto';
import type { applications, submissionItems, submissions } from '../schema/pipeline.ts';
import type { postMetrics } from '../schema/results.ts';
import type { BuiltCampaign } from './demo-campaigns.ts';
import type { DemoFiles } from './demo-files.ts';
import { scenePng } from './png.ts';

type MetricRow = typeof postMetrics.$inferInsert;
type ApplicationRow = typeof applications.$inferInsert & { id: string };
type SubmissionRow = typeof submissions.$inferInsert & { id: string };
type ItemRow = typeof submissionItems.$inferInsert & { id: string };

const DAY = 86_400_000;

/** A plausible insights screenshot, stored private and owned by the creator. */
const proof = (files: DemoFiles, influencerId: string, seed: number) =>
  files.put(scenePng(270, 480, '#EDE9FE', '#6D28D9', seed), {
    name: `insights-${seed}.png`,
    contentType: 'image/png',
    visibility: 'private',
    influencerId,
  });

/**
 * Results for the demo (issue 29): readings in every state on the demo creator's live posts (one
 * waiting for a check, one confirmed, one questioned with a note, a YouTube one read by the job), and
 * the brand person's campaign with the most live creators given post links and a week of readings,
 * so its report has totals, a curve and a table worth opening.
 */
export async function buildResults(input: {
  files: DemoFiles;
  /** The demo creator's pipeline: its live applications and their post details. */
  pipeline: { applications: ApplicationRow[]; submissions: SubmissionRow[]; items: ItemRow[] } | null;
  /** Live applications of searchable creators (no post details yet). */
  others: ApplicationRow[];
  campaigns: BuiltCampaign[];
  platformNames: Map<string, string>;
  adminId: string;
  now: Date;
}) {
  const { files, now } = input;
  const metrics: MetricRow[] = [];
  const newSubmissions: SubmissionRow[] = [];
  const newItems: ItemRow[] = [];
  let seed = 9000;
  const decided = (status: 'confirmed' | 'questioned', at: Date) => ({
    status,
    decidedByStaffId: input.adminId,
    decidedAt: new Date(at.getTime() + DAY / 2),
  });

  // The demo creator's live posts: every state once, then confirmed.
  const p = input.pipeline;
  if (p) {
    const live = p.applications.filter((a) => a.status === 'final posted');
    const posts = live.flatMap((a) => {
      const latest = p.submissions
        .filter((s) => s.applicationId === a.id && s.kind === 'post')
        .sort((x, y) => y.version - x.version)[0];
      return p.items
        .filter((i) => i.submissionId === latest?.id && i.taskLink)
        .map((i) => ({ a, item: i, platform: input.platformNames.get(i.platformId) ?? 'Instagram' }));
    });
    for (const [n, post] of posts.entries()) {
      const postedAt = post.a.finalPostedAt ?? now;
      const base = 4_000 + n * 2_750;
      const states =
        n === 0
          ? (['reported'] as const)
          : n === 1
            ? (['questioned', 'reported'] as const)
            : (['confirmed'] as const);
      for (const [k, status] of states.entries()) {
        const at = new Date(Math.min(now.getTime() - DAY / 4, postedAt.getTime() + (1 + k) * DAY));
        const file = await proof(files, String(post.a.influencerId), seed++);
        metrics.push({
          applicationId: post.a.id,
          campaignId: post.a.campaignId,
          influencerId: post.a.influencerId,
          platform: post.platform,
          postUrl: String(post.item.taskLink),
          views: base * (k + 1),
          likes: Math.round(base * 0.06),
          comments: Math.round(base * 0.004),
          shares: Math.round(base * 0.01),
          saves: Math.round(base * 0.02),
          reach: Math.round(base * 0.8),
          source: 'self-reported',
          capturedAt: at,
          proofFileId: file.id,
          ...(status === 'reported'
            ? {}
            : status === 'questioned'
              ? {
                  ...decided('questioned', at),
                  note: 'The screenshot shows the reach, not the views. Please add the views screen.',
                }
              : decided('confirmed', at)),
        });
      }
      if (post.platform === 'YouTube')
        metrics.push({
          applicationId: post.a.id,
          campaignId: post.a.campaignId,
          influencerId: post.a.influencerId,
          platform: 'YouTube',
          postUrl: String(post.item.taskLink),
          views: base * 3,
          likes: Math.round(base * 0.05),
          comments: Math.round(base * 0.003),
          source: 'youtube-api',
          capturedAt: new Date(now.getTime() - DAY / 3),
          capturedOn: new Date(now.getTime() - DAY / 3 + 330 * 60_000).toISOString().slice(0, 10),
        });
    }
  }

  // The campaign with the most live searchable creators: post links and a week of readings each.
  const byCampaign = new Map<string, ApplicationRow[]>();
  for (const a of input.others) byCampaign.set(a.campaignId, [...(byCampaign.get(a.campaignId) ?? []), a]);
  const [campaignId, live = []] =
    [...byCampaign.entries()].sort((x, y) => y[1].length - x[1].length)[0] ?? [];
  const campaign = input.campaigns.find((c) => c.row.id === campaignId);
  const deliverable = campaign?.deliverables[0];
  const platformId = campaign?.row.platformIds?.[0];
  if (campaign && deliverable && platformId) {
    const platform = input.platformNames.get(platformId) ?? 'Instagram';
    for (const [n, a] of live.entries()) {
      const submission: SubmissionRow = {
        id: randomUUID(),
        applicationId: a.id,
        kind: 'post',
        version: 1,
        createdAt: a.finalSubmittedAt ?? now,
      };
      const postUrl = `https://www.instagram.com/p/DEMOREPORT${n}${String(a.id).slice(0, 6)}/`;
      newSubmissions.push(submission);
      newItems.push({
        id: randomUUID(),
        submissionId: submission.id,
        platformId,
        deliverableId: String(deliverable.id),
        taskLink: postUrl,
      });
      const postedAt = a.finalPostedAt ?? new Date(now.getTime() - 5 * DAY);
      const days = Math.max(1, Math.min(6, Math.floor((now.getTime() - postedAt.getTime()) / DAY)));
      const reach = 8_000 + ((n * 7_919) % 40_000);
      for (let d = 1; d <= days; d++) {
        const at = new Date(postedAt.getTime() + d * DAY);
        if (at.getTime() > now.getTime()) break;
        const views = Math.round(reach * (1 - 0.6 ** d));
        const file = await proof(files, String(a.influencerId), seed++);
        metrics.push({
          applicationId: a.id,
          campaignId: a.campaignId,
          influencerId: a.influencerId,
          platform,
          postUrl,
          views,
          likes: Math.round(views * 0.07),
          comments: Math.round(views * 0.005),
          shares: Math.round(views * 0.012),
          saves: Math.round(views * 0.02),
          reach: Math.round(views * 0.85),
          source: 'self-reported',
          capturedAt: at,
          proofFileId: file.id,
          ...(d < days || n % 3 ? decided('confirmed', at) : {}),
        });
      }
    }
  }
  return {
    submissions: newSubmissions,
    items: newItems,
    metrics,
    influencerIds: [...new Set(metrics.map((m) => String(m.influencerId)))],
  };
}
