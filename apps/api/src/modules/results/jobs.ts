import type { JobDeps, ModuleJobs } from '../../jobs/module-jobs.ts';
import { TASKS } from '../../jobs/tasks.ts';
import { setTimer, setTimerIfAbsent } from '../../jobs/timers.ts';
import { youtubeClient } from './youtube-client.ts';
import { readYouTubeStats } from './youtube-job.ts';

const KEY = `${TASKS.youtubeStats}:daily`;

/** The next 06:00 in Asia/Kolkata after `now`: once a day, before brands open their reports. */
export function nextYouTubeRun(now: Date): Date {
  const at = new Date(`${new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10)}T06:00:00+05:30`);
  return at.getTime() > now.getTime() ? at : new Date(at.getTime() + 24 * 3600_000);
}

/** The daily timer at the next run: moved (after a run) or only made if missing (at start). */
const setDaily = (deps: JobDeps, set: typeof setTimer | typeof setTimerIfAbsent) =>
  deps.db.transaction(async (tx) => {
    await set(tx, deps.clock, {
      key: KEY,
      task: TASKS.youtubeStats,
      dueAt: nextYouTubeRun(deps.clock.now()),
      payload: {},
    });
  });

/** Runs the day's read (when YOUTUBE_API_KEY is set), after setting tomorrow's timer. */
export async function youtubeDaily(deps: JobDeps): Promise<void> {
  const yt = deps.config.youtube;
  if (!yt) return;
  await setDaily(deps, setTimer);

  const run = await readYouTubeStats(deps, youtubeClient(yt), yt.dailyQuota);
  deps.log.info({ ...run }, 'youtube statistics read');
}

/** Results' work on the queue: the daily YouTube read (design §17). */
export const resultsJobs: ModuleJobs = {
  tasks: { [TASKS.youtubeStats]: async (_payload, deps) => youtubeDaily(deps) },
  onStart: async (deps) => {
    if (deps.config.youtube) await setDaily(deps, setTimerIfAbsent);
  },
};
