import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postMetrics, youtubeMissing } from '../src/db/schema/results.ts';
import { youtubeDaily } from '../src/modules/results/jobs.ts';
import { youtubeClient, youtubeVideoId } from '../src/modules/results/youtube-client.ts';
import { quotaDay, readYouTubeStats } from '../src/modules/results/youtube-job.ts';
import { quotaUsed } from '../src/modules/results/youtube-repository.ts';
import { createInfluencer } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { setPostLinks } from './factories/results.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps } from './support/queue.ts';
import { startYouTubeStandIn, type YouTubeStandIn } from './support/youtube-standin.ts';

let t: TestContext;
let yt: YouTubeStandIn;
let brand: string;

beforeAll(async () => {
  yt = await startYouTubeStandIn();
  t = await createTestContext({ env: { YOUTUBE_API_KEY: 'test-youtube-key', YOUTUBE_API_URL: yt.url } });
  brand = (await createBrand(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await yt.close();
});
beforeEach(async () => {
  // Each test starts with no readings, a fresh quota and nothing live.
  await t.db.execute(sql`delete from post_metrics; delete from youtube_quota; delete from youtube_missing`);
  await t.db.execute(sql`update applications set status = 'approved' where status = 'final posted'`);
  yt.calls.length = 0;
  yt.failNext.length = 0;
  yt.quotaLeft = 10_000;
});

/** An 11-character video id from a number. */
const vid = (n: number) => `vid${String(n).padStart(8, '0')}`;

/** `n` live YouTube links on one creator's work, posted `daysAgo` days ago; every video known to the stand-in. */
async function liveVideos(from: number, n: number, daysAgo = 3) {
  const c = await createInfluencer(t.db);
  const campaign = await createCampaign(t.db, { brandId: brand });
  const app = await createApplication(t.db, {
    influencerId: c.id,
    campaignId: campaign.id,
    status: 'final posted',
    appliedAt: new Date(t.clock.now().getTime() - daysAgo * 24 * 3600_000 - 10 * 3600_000),
  });
  const links = Array.from({ length: n }, (_, i) => {
    const id = vid(from + i);
    yt.videos.set(id, { views: 1000 + from + i, likes: 10, comments: 2 });
    return {
      url: i % 2 ? `https://youtu.be/${id}` : `https://www.youtube.com/watch?v=${id}`,
      platform: 'YouTube' as const,
    };
  });
  await setPostLinks(t.db, app.id, links);
  return app.id;
}

const client = () => youtubeClient({ apiUrl: yt.url, apiKey: 'test-youtube-key', delaysMs: [5, 5] });
const run = (quota = 100) => readYouTubeStats({ db: t.db, clock: t.clock }, client(), quota);

describe('the daily YouTube read', () => {
  it('reads every live link in calls of at most 50 ids, one reading per post, one quota unit a call', async () => {
    await liveVideos(0, 60);
    await liveVideos(60, 60);
    const result = await run();
    expect(yt.calls.map((c) => c.length)).toEqual([50, 50, 20]);
    expect(result).toMatchObject({ calls: 3, readings: 120, missing: 0, stoppedBy: 'done' });
    const rows = await t.db.select().from(postMetrics);
    expect(rows).toHaveLength(120);
    expect(rows[0]).toMatchObject({ source: 'youtube-api', status: 'reported', proofFileId: null });
    const one = rows.find((r) => r.postUrl.endsWith(vid(61)));
    expect(one).toMatchObject({ views: 1061, likes: 10, comments: 2, platform: 'YouTube' });
    expect(await quotaUsed(t.db, quotaDay(t.clock.now()))).toBe(3);
    // A second run the same day finds nothing left to read and spends nothing.
    expect(await run()).toMatchObject({ calls: 0, readings: 0 });
    expect(await t.db.select().from(postMetrics)).toHaveLength(120);
    // The next day reads them again.
    t.clock.advance(24 * 3600_000);
    expect(await run()).toMatchObject({ calls: 3, readings: 120 });
    t.clock.advance(-24 * 3600_000);
  });

  it('flags a video the answer leaves out (deleted), and reads the rest', async () => {
    const app = await liveVideos(200, 3);
    yt.videos.delete(vid(201));
    const result = await run();
    expect(result).toMatchObject({ readings: 2, missing: 1 });
    const flagged = await t.db.select().from(youtubeMissing).where(eq(youtubeMissing.applicationId, app));
    expect(flagged.map((f) => f.videoId)).toEqual([vid(201)]);
  });

  it('leaves links posted more than 30 days ago alone, and links that are not YouTube videos', async () => {
    await liveVideos(300, 2, 31);
    const app = await liveVideos(400, 1);
    await setPostLinks(t.db, app, [
      { url: 'https://www.youtube.com/@somechannel', platform: 'YouTube' },
      { url: `https://www.youtube.com/shorts/${vid(400)}`, platform: 'YouTube' },
    ]);
    await run();
    expect(yt.calls).toEqual([[vid(400)]]);
  });

  it('stops when our daily quota is spent, and resumes the next day with what is left', async () => {
    await liveVideos(500, 120);
    const result = await run(2);
    expect(result).toMatchObject({ calls: 2, readings: 100, stoppedBy: 'quota' });
    expect(await run(2)).toMatchObject({ calls: 0, stoppedBy: 'quota' });
    t.clock.advance(24 * 3600_000);
    // A new quota day: everything is read again for the new day, within the day's two units.
    expect(await run(2)).toMatchObject({ calls: 2, stoppedBy: 'quota' });
    t.clock.advance(-24 * 3600_000);
  });

  it('stops at YouTube’s 403 quotaExceeded and spends the rest of our day', async () => {
    await liveVideos(700, 120);
    yt.quotaLeft = 1;
    const result = await run(100);
    expect(result).toMatchObject({ calls: 2, readings: 50, stoppedBy: 'quota' });
    expect(await quotaUsed(t.db, quotaDay(t.clock.now()))).toBe(100);
    expect(await run(100)).toMatchObject({ calls: 0 });
  });

  it('retries a failing call with backoff, then succeeds; a call failing every try fails the run for the queue to retry', async () => {
    await liveVideos(900, 2);
    yt.failNext.push(503, 500);
    expect(await run()).toMatchObject({ calls: 1, readings: 2 });
    expect(yt.calls).toHaveLength(3);
    await t.db.execute(sql`delete from post_metrics`);
    yt.failNext.push(503, 503, 503);
    await expect(run()).rejects.toThrow(/503/);
  });

  it('runs as the daily job from the settings (YOUTUBE_API_KEY, YOUTUBE_API_URL)', async () => {
    await liveVideos(1000, 2);
    await youtubeDaily(queueDeps(t));
    expect(await t.db.select().from(postMetrics)).toHaveLength(2);
  });
});

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1s', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/@channel', null],
    ['https://www.instagram.com/p/x/', null],
    ['not a link', null],
  ])('%s → %s', (link, id) => expect(youtubeVideoId(link)).toBe(id));
});
