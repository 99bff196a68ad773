import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the YouTube Data API v3's `videos.list` (part=statistics), answering as the
 * documented API does: `{ kind, items: [{ kind, id, statistics: { viewCount, likeCount,
 * favoriteCount, commentCount } }] }` with the counts as strings, unknown ids left out of `items`;
 * errors as `{ error: { code, message, errors: [{ domain, reason, message }] } }`. It counts the
 * quota (1 unit a call) and can be told to fail the next calls.
 */
export interface YouTubeStandIn {
  url: string;
  /** Known videos by id. */
  videos: Map<string, { views: number; likes: number | null; comments: number }>;
  /** The ids of each call, in order. */
  calls: string[][];
  /** Units left before the API answers 403 quotaExceeded. */
  quotaLeft: number;
  /** Status codes to answer the next calls with (e.g. 503), first first. */
  failNext: number[];
  close(): Promise<void>;
}

const apiError = (code: number, reason: string, message: string) => ({
  error: { code, message, errors: [{ domain: 'youtube.quota', reason, message }] },
});

export async function startYouTubeStandIn(key = 'test-youtube-key'): Promise<YouTubeStandIn> {
  const state = {
    videos: new Map<string, { views: number; likes: number | null; comments: number }>(),
    calls: [] as string[][],
    quotaLeft: 10_000,
    failNext: [] as number[],
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname !== '/videos') return send(404, apiError(404, 'notFound', 'Not Found'));
    if (url.searchParams.get('key') !== key)
      return send(400, apiError(400, 'keyInvalid', 'API key not valid. Please pass a valid API key.'));
    if (url.searchParams.get('part') !== 'statistics')
      return send(400, apiError(400, 'invalidPart', 'The part parameter is not supported here.'));
    const ids = (url.searchParams.get('id') ?? '').split(',').filter(Boolean);
    state.calls.push(ids);
    const fail = state.failNext.shift();
    if (fail) return send(fail, apiError(fail, 'backendError', 'Backend Error'));
    if (state.quotaLeft <= 0)
      return send(
        403,
        apiError(
          403,
          'quotaExceeded',
          'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
        ),
      );
    state.quotaLeft -= 1;
    if (ids.length > 50)
      return send(400, apiError(400, 'invalidValue', 'The id parameter takes at most 50 ids.'));
    send(200, {
      kind: 'youtube#videoListResponse',
      etag: 'standin',
      items: ids.flatMap((id) => {
        const v = state.videos.get(id);
        if (!v) return [];
        return [
          {
            kind: 'youtube#video',
            etag: 'standin',
            id,
            statistics: {
              viewCount: String(v.views),
              ...(v.likes === null ? {} : { likeCount: String(v.likes) }),
              favoriteCount: '0',
              commentCount: String(v.comments),
            },
          },
        ];
      }),
      pageInfo: { totalResults: ids.length, resultsPerPage: ids.length },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
