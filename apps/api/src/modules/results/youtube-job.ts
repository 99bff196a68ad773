import { istDay } from '@ih/contract/payout-terms';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertApiReadings } from './repository.ts';
import { QuotaExhausted, YOUTUBE_MAX_IDS, type YouTubeClient, youtubeVideoId } from './youtube-client.ts';
import {
  clearMissing,
  flagMissing,
  spendQuota,
  takeQuotaUnit,
  youtubeCandidates,
} from './youtube-repository.ts';

/** How long after posting a link is read (design §17). */
export const YOUTUBE_WINDOW_DAYS = 30;

/** The API's quota day: it resets at midnight Pacific time. */
export const quotaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(at);

export interface YouTubeRun {
  calls: number;
  readings: number;
  missing: number;
  stoppedBy: 'done' | 'quota';
}

/**
 * The daily read (design §17): every live YouTube link posted in the last 30 days and not yet read
 * today, 50 ids a call, one quota unit a call taken before the call. Each video found becomes a
 * `youtube-api` reading for today (one per post and day, whatever reruns); one missing from the
 * answer is flagged (deleted or private). A spent quota, ours or YouTube's 403, stops the run.
 */
export async function readYouTubeStats(
  deps: { db: Db; clock: Clock },
  client: YouTubeClient,
  dailyQuota: number,
): Promise<YouTubeRun> {
  const now = deps.clock.now();
  const today = istDay(now);
  const since = new Date(now.getTime() - YOUTUBE_WINDOW_DAYS * 24 * 3600_000);
  const posts = (await youtubeCandidates(deps.db, since, today)).flatMap((p) => {
    const videoId = youtubeVideoId(p.postUrl);
    return videoId ? [{ ...p, videoId }] : [];
  });
  const ids = [...new Set(posts.map((p) => p.videoId))];
  const run: YouTubeRun = { calls: 0, readings: 0, missing: 0, stoppedBy: 'done' };
  for (let i = 0; i < ids.length; i += YOUTUBE_MAX_IDS) {
    const batch = ids.slice(i, i + YOUTUBE_MAX_IDS);
    const day = quotaDay(deps.clock.now());
    if (!(await takeQuotaUnit(deps.db, day, dailyQuota))) {
      run.stoppedBy = 'quota';
      break;
    }
    let found: Awaited<ReturnType<YouTubeClient['statistics']>>;
    try {
      run.calls++;
      found = await client.statistics(batch);
    } catch (error) {
      if (!(error instanceof QuotaExhausted)) throw error;
      await spendQuota(deps.db, day, dailyQuota);
      run.stoppedBy = 'quota';
      break;
    }
    const inBatch = new Set(batch);
    const these = posts.filter((p) => inBatch.has(p.videoId));
    const at = deps.clock.now();
    run.readings += await insertApiReadings(
      deps.db,
      these.flatMap((p) => {
        const s = found.get(p.videoId);
        return s
          ? [
              {
                applicationId: p.applicationId,
                campaignId: p.campaignId,
                influencerId: p.influencerId,
                platform: p.platform,
                postUrl: p.postUrl,
                views: s.views,
                likes: s.likes,
                comments: s.comments,
                source: 'youtube-api' as const,
                capturedAt: at,
                capturedOn: today,
              },
            ]
          : [];
      }),
    );
    const gone = these.filter((p) => !found.has(p.videoId));
    run.missing += gone.length;
    await flagMissing(deps.db, gone, at);
    for (const p of these) if (found.has(p.videoId)) await clearMissing(deps.db, p.applicationId, p.postUrl);
  }
  return run;
}
