import type { LiveEventName } from '@ih/contract/notifications-messages';
import { ChannelListener } from '../../../db/listen.ts';
import { LIVE_CHANNEL, type LiveSignal } from '../live-publish.ts';
import type { Person } from '../repository.ts';

/** One open stream: told that something of its person changed, it reads what and writes it. */
export interface LiveSubscriber {
  person: Person;
  wake(event: LiveEventName): void;
  close(): void;
}

/** Streams one person may hold open at once; a new one beyond it closes the oldest. */
export const MAX_STREAMS_PER_PERSON = 5;

const keyOf = (p: Person) => `${p.kind}:${p.id}`;

/**
 * The process's side of the live pushes (design §12, §14): ONE connection LISTENing on `ih_live`,
 * opened when the first stream does, fanning each signal out to that person's open streams. A
 * signal carries only who and what kind: each stream reads the rows itself, after its own position,
 * so a lost or doubled signal loses or repeats nothing. Signals come from any process on the
 * database, which is how a change made through one API process reaches a browser on another.
 */
export class LiveHub {
  private readonly streams = new Map<string, LiveSubscriber[]>();
  private readonly listener: ChannelListener;

  constructor(connectionString: string, log: { warn(obj: object, msg: string): void }) {
    this.listener = new ChannelListener({
      connectionString,
      channel: LIVE_CHANNEL,
      what: 'live updates',
      log,
      onNotify: (payload) => {
        try {
          this.dispatch(JSON.parse(payload) as LiveSignal);
        } catch {
          // Not ours or malformed: nothing to push.
        }
      },
      // Every stream looks for what it missed while the connection was down.
      onReconnect: () => {
        for (const list of this.streams.values())
          for (const sub of list) {
            sub.wake('notification');
            sub.wake('counts');
          }
      },
    });
  }

  get size(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  async add(sub: LiveSubscriber): Promise<void> {
    await this.listener.start();
    const key = keyOf(sub.person);
    const list = this.streams.get(key) ?? [];
    list.push(sub);
    this.streams.set(key, list);
    while (list.length > MAX_STREAMS_PER_PERSON) list.shift()?.close();
  }

  remove(sub: LiveSubscriber): void {
    const key = keyOf(sub.person);
    const list = (this.streams.get(key) ?? []).filter((s) => s !== sub);
    if (list.length) this.streams.set(key, list);
    else this.streams.delete(key);
  }

  private dispatch(signal: LiveSignal): void {
    for (const sub of this.streams.get(keyOf(signal)) ?? []) sub.wake(signal.event);
  }

  /** Ends every stream (clients reconnect, to this process or another) and the LISTEN connection. */
  async close(): Promise<void> {
    for (const list of [...this.streams.values()]) for (const sub of [...list]) sub.close();
    this.streams.clear();
    await this.listener.stop();
  }
}
