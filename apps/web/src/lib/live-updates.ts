import type { Notification } from '@ih/contract/notifications';
import { adminLiveEvents, liveEvents } from '@ih/contract/routes/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onLiveCount, onLiveNotification } from './notifications-api';
import { getToken, type Scope } from './session';
import { createSseParser } from './sse';

const MAX_BACKOFF_MS = 30_000;

export interface LiveHandlers {
  notification(n: Notification): void;
  counts(count: number): void;
  message(): void;
}

/**
 * Reads the signed-in person's live stream (design §12) with fetch, so the session token travels in
 * the Authorization header and never in a URL (EventSource cannot send headers). Reconnects with
 * growing pauses and `Last-Event-ID`, so nothing is lost or repeated across a dropped connection;
 * stops when the session is gone (401) or `stop()` is called; `finished` settles then.
 */
export function connectLive(
  scope: Scope,
  handlers: LiveHandlers,
  fetchImpl: typeof fetch = fetch,
): { stop(): void; finished: Promise<void> } {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let pause = 1000;
  let stopped = false;

  const run = async () => {
    while (!stopped) {
      const token = getToken(scope);
      if (!token) return;
      let opened = false;
      try {
        const res = await fetchImpl((scope === 'creator' ? liveEvents : adminLiveEvents).path, {
          headers: {
            Accept: 'text/event-stream',
            Authorization: `Bearer ${token}`,
            ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
          },
          signal: controller.signal,
          cache: 'no-store',
        });
        if (res.status === 401 || res.status === 403) return;
        if (res.ok && res.body) {
          opened = true;
          pause = 1000;
          const parser = createSseParser();
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            for (const e of parser.push(value)) {
              if (e.retry) pause = e.retry;
              if (e.event === 'notification') {
                if (e.id) lastEventId = e.id;
                handlers.notification(JSON.parse(e.data) as Notification);
              } else if (e.event === 'counts')
                handlers.counts((JSON.parse(e.data) as { notifications: number }).notifications);
              else if (e.event === 'message') handlers.message();
            }
          }
        }
      } catch {
        if (stopped) return;
      }
      if (stopped) return;
      await new Promise((resolve) => setTimeout(resolve, pause));
      if (!opened) pause = Math.min(pause * 2, MAX_BACKOFF_MS);
    }
  };
  return {
    finished: run(),
    stop() {
      stopped = true;
      controller.abort();
    },
  };
}

/**
 * Keeps this tab live while a signed-in shell is mounted: the bell's count, the panel and the page,
 * and whatever the page shows (its active queries are refetched, so the dashboard's counts move
 * without a reload when, say, an application is accepted).
 */
export function useLiveUpdates(scope: Scope): void {
  const client = useQueryClient();
  useEffect(() => {
    const live = connectLive(scope, {
      notification: (n) => {
        onLiveNotification(client, scope, n);
        void client.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== 'notifications',
          refetchType: 'active',
        });
      },
      counts: (count) => onLiveCount(client, scope, count),
      message: () => void client.invalidateQueries({ refetchType: 'active' }),
    });
    return live.stop;
  }, [client, scope]);
}
