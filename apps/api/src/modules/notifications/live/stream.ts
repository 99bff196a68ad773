import type { ServerResponse } from 'node:http';
import type { LiveEventName } from '@ih/contract/notifications-messages';
import type { Deps } from '../../../lib/deps.ts';
import { afterSeq, lastSeq, type Person, unreadCount } from '../repository.ts';
import { toNotificationWire } from '../wire.ts';
import type { LiveHub, LiveSubscriber } from './hub.ts';

/** A comment line every so often keeps proxies from closing an idle stream and finds dead sessions. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
export const RETRY_MS = 3000;

export interface StreamOptions {
  deps: Deps;
  hub: LiveHub;
  person: Person;
  /** `Last-Event-ID`: the seq of the last notification the client has; null for a fresh start. */
  lastEventId: number | null;
  /** Whether the session that opened the stream is still good (checked on every heartbeat). */
  sessionValid: () => Promise<boolean>;
}

const frame = (event: string, data: unknown, id?: number) =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * Serves one Server-Sent Events stream on a raw response. Everything it writes is read from the
 * database after its own position (`seq`), one step at a time: a reconnect with `Last-Event-ID`
 * gets exactly what it missed, and two signals at once cannot send a notification twice.
 */
export async function openStream(res: ServerResponse, opts: StreamOptions): Promise<void> {
  const { deps, hub, person } = opts;
  let position = opts.lastEventId ?? (await lastSeq(deps.db, person));
  let chain: Promise<void> = Promise.resolve();
  let ended = false;

  const write = (chunk: string) => {
    if (!ended) res.write(chunk);
  };
  const sendNew = async () => {
    for (;;) {
      const rows = await afterSeq(deps.db, person, position);
      for (const row of rows) {
        write(frame('notification', toNotificationWire(row), row.seq));
        position = row.seq;
      }
      if (rows.length < 200) return;
    }
  };
  const sendCounts = async () =>
    write(frame('counts', { notifications: await unreadCount(deps.db, person) }));
  const step = (what: LiveEventName) => {
    chain = chain
      .then(async () => {
        if (ended) return;
        if (what === 'notification') {
          await sendNew();
          await sendCounts();
        } else if (what === 'counts') await sendCounts();
        else write(frame('message', {}));
      })
      .catch((err: unknown) => deps.log.warn({ err }, 'live updates: a push failed'));
  };

  const heartbeat = setInterval(() => {
    write(': ping\n\n');
    opts.sessionValid().then(
      (ok) => {
        if (!ok) end();
      },
      () => {},
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const subscriber: LiveSubscriber = { person, wake: step, close: () => end() };
  function end() {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    hub.remove(subscriber);
    res.end();
  }
  res.on('close', end);

  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  write(`retry: ${RETRY_MS}\n\n`);
  await hub.add(subscriber);
  // Whatever came after the client's last event (nothing on a fresh start), then the count.
  step('notification');
}
