import { authHeader } from '../factories/accounts.ts';

/*
 * A live stream (`GET …/events`, Server-Sent Events) read over real HTTP (inject cannot stream):
 * what arrives, when, and a wait for a condition on it. Used by notifications-live and two-processes.
 */

export interface LiveEvent {
  id?: string;
  event: string;
  data: unknown;
}

export interface LiveStream {
  res: Response;
  events: LiveEvent[];
  /** Waits until `ok(events)` holds (re-checked on every event), or fails after `ms`. */
  until(ok: (e: LiveEvent[]) => boolean, ms?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens a creator's stream (or a staff member's, by `path`) at `base` and collects its events. */
export async function openLiveStream(
  base: string,
  token: string,
  lastEventId?: string,
  path = '/v1/influencer/events',
): Promise<LiveStream> {
  const controller = new AbortController();
  const res = await fetch(`${base}${path}`, {
    headers: { ...authHeader(token), ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const events: LiveEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = '';
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let at = buffer.indexOf('\n\n');
        while (at >= 0) {
          const block = buffer.slice(0, at);
          buffer = buffer.slice(at + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((l) => l && !l.startsWith(':'))
              .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
          );
          if (fields.event)
            events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
          for (const w of waiters.splice(0)) w();
          at = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const until = async (ok: (e: LiveEvent[]) => boolean, ms = 10_000) => {
    const deadline = Date.now() + ms;
    while (!ok(events)) {
      if (Date.now() > deadline) throw new Error(`timed out; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  };
  return { res, events, until, ended, close: () => controller.abort() };
}
