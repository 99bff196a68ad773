/*
 * The YouTube Data API v3's `videos.list` with `part=statistics` (design §17): the one call the
 * daily job makes. Documented answer: `{ items: [{ id, statistics: { viewCount, likeCount,
 * commentCount } }] }` with counts as strings (likeCount or commentCount left out when hidden or
 * off); a video that no longer exists (deleted, private) is simply absent from `items`. Errors:
 * `{ error: { code, message, errors: [{ reason }] } }`; 403 `quotaExceeded` ends the day's work.
 */

export const YOUTUBE_MAX_IDS = 50;

export interface VideoStats {
  views: number;
  likes: number;
  comments: number;
}

/** The day's quota is gone (403 quotaExceeded / dailyLimitExceeded): stop until tomorrow. */
export class QuotaExhausted extends Error {
  constructor(message = 'YouTube quota exhausted') {
    super(message);
    this.name = 'QuotaExhausted';
  }
}

/** An answer retrying will not change (a bad key, a bad request). */
export class YouTubeRefused extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    message: string,
  ) {
    super(`YouTube refused the call (${status} ${reason}): ${message}`);
    this.name = 'YouTubeRefused';
  }
}

export interface YouTubeClient {
  /** Statistics of up to 50 videos; ids YouTube does not know are absent from the map. */
  statistics(ids: string[]): Promise<Map<string, VideoStats>>;
}

interface ApiError {
  error?: { code?: number; message?: string; errors?: { reason?: string }[] };
}

const QUOTA_REASONS = new Set(['quotaExceeded', 'dailyLimitExceeded', 'rateLimitExceeded']);

const count = (v: unknown) => {
  const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : 0;
  return Number.isSafeInteger(n) && n >= 0 ? n : 0;
};

/**
 * The real client over fetch. A 5xx, a 429 or a network failure is tried again after 1 s, 2 s, 4 s
 * (`delaysMs`; tests pass shorter ones), then thrown; the job's own retries come after that.
 */
export function youtubeClient(opts: {
  apiUrl: string;
  apiKey: string;
  delaysMs?: readonly number[];
  timeoutMs?: number;
}): YouTubeClient {
  const delays = opts.delaysMs ?? [1000, 2000, 4000];
  return {
    async statistics(ids) {
      if (ids.length > YOUTUBE_MAX_IDS) throw new Error(`at most ${YOUTUBE_MAX_IDS} ids a call`);
      const url = new URL(`${opts.apiUrl}/videos`);
      url.searchParams.set('part', 'statistics');
      url.searchParams.set('id', ids.join(','));
      url.searchParams.set('key', opts.apiKey);
      url.searchParams.set('maxResults', String(YOUTUBE_MAX_IDS));
      for (let attempt = 0; ; attempt++) {
        let res: Response | null = null;
        let failure: unknown = null;
        try {
          res = await fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
        } catch (error) {
          failure = error;
        }
        if (res?.ok) {
          const body = (await res.json()) as {
            items?: { id?: string; statistics?: Record<string, unknown> }[];
          };
          const found = new Map<string, VideoStats>();
          for (const item of body.items ?? [])
            if (item.id)
              found.set(item.id, {
                views: count(item.statistics?.viewCount),
                likes: count(item.statistics?.likeCount),
                comments: count(item.statistics?.commentCount),
              });
          return found;
        }
        if (res) {
          const body = (await res.json().catch(() => ({}))) as ApiError;
          const reason = body.error?.errors?.[0]?.reason ?? '';
          if (res.status === 403 && QUOTA_REASONS.has(reason)) throw new QuotaExhausted(body.error?.message);
          const retryable = res.status >= 500 || res.status === 429;
          if (!retryable) throw new YouTubeRefused(res.status, reason, body.error?.message ?? res.statusText);
          failure = new Error(`YouTube answered ${res.status}`);
        }
        const delay = delays[attempt];
        if (delay === undefined) throw failure;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    },
  };
}

/** The video id of a YouTube link (watch, youtu.be, shorts, live, embed), or null. */
export function youtubeVideoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const valid = (id: string | null | undefined) => (id && /^[A-Za-z0-9_-]{11}$/.test(id) ? id : null);
  if (host === 'youtu.be') return valid(url.pathname.split('/')[1]);
  if (host !== 'youtube.com') return null;
  if (url.pathname === '/watch') return valid(url.searchParams.get('v'));
  const [, kind, id] = url.pathname.split('/');
  return kind && ['shorts', 'live', 'embed', 'v'].includes(kind) ? valid(id) : null;
}
