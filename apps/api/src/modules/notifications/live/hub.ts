import type { LiveEventName } from '@ih/contract/notifications-messages';
import pg from 'pg';
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
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private closed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly log: { warn(obj: object, msg: string): void },
  ) {}

  get size(): number {
    let n = 0;
    for (const list of this.streams.values()) n += list.length;
    return n;
  }

  async add(sub: LiveSubscriber): Promise<void> {
    await this.listen();
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

  private listen(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    client.on('notification', (msg) => {
      try {
        this.dispatch(JSON.parse(msg.payload ?? '') as LiveSignal);
      } catch {
        // Not ours or malformed: nothing to push.
      }
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'live updates: the LISTEN connection failed; reconnecting');
      this.client = null;
      client.end().catch(() => {});
      if (!this.closed) this.retry = setTimeout(() => void this.reconnect(), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${LIVE_CHANNEL}`);
    this.client = client;
  }

  /** After a lost connection: listen again, then let every stream look for what it missed. */
  private async reconnect(): Promise<void> {
    try {
      await this.listen();
      for (const list of this.streams.values())
        for (const sub of list) {
          sub.wake('notification');
          sub.wake('counts');
        }
    } catch (err) {
      this.log.warn({ err }, 'live updates: reconnecting failed; trying again');
      if (!this.closed) this.retry = setTimeout(() => void this.reconnect(), 2000).unref();
    }
  }

  /** Ends every stream (clients reconnect, to this process or another) and the LISTEN connection. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    for (const list of [...this.streams.values()]) for (const sub of [...list]) sub.close();
    this.streams.clear();
    await this.connecting?.catch(() => {});
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
