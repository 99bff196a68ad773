import pg from 'pg';

export interface ChannelListenerOptions {
  connectionString: string;
  channel: string;
  /** Each notification's payload ('' when it has none). */
  onNotify(payload: string): void;
  /**
   * After a lost connection was opened again: whatever was signalled while it was down was not
   * heard, so the caller looks for it now.
   */
  onReconnect?(): void;
  log: { warn(obj: object, msg: string): void };
  /** Who listens, for the log ('live updates', 'the job queue'). */
  what: string;
}

/**
 * One connection of its own (not from the pool, which it would hold for good) LISTENing on one
 * channel, opened again whenever it is lost. The job queue (`ih_events`) and the live pushes
 * (`ih_live`) listen through it.
 */
export class ChannelListener {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly opts: ChannelListenerOptions) {}

  /** Opens the connection unless it is open; callers at once share one attempt, which may reject. */
  start(): Promise<void> {
    if (this.client || this.stopped) return Promise.resolve();
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  /** As start, but a failure is logged and tried again later instead of rejecting. */
  async startOrRetry(): Promise<void> {
    try {
      await this.start();
    } catch (err) {
      this.opts.log.warn({ err }, `${this.opts.what}: listening failed; retrying`);
      this.later(2000);
    }
  }

  private async connect(): Promise<void> {
    const { connectionString, channel, log, what } = this.opts;
    const client = new pg.Client({ connectionString });
    client.on('notification', (msg) => this.opts.onNotify(msg.payload ?? ''));
    client.on('error', (err) => {
      log.warn({ err }, `${what}: the LISTEN connection failed; reconnecting`);
      if (this.client === client) this.client = null;
      client.end().catch(() => {});
      this.later(1000);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    this.client = client;
  }

  private later(ms: number): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.reconnect(), ms).unref();
  }

  private async reconnect(): Promise<void> {
    try {
      await this.start();
      this.opts.onReconnect?.();
    } catch (err) {
      this.opts.log.warn({ err }, `${this.opts.what}: reconnecting failed; trying again`);
      this.later(2000);
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.connecting?.catch(() => {});
    await this.client?.end().catch(() => {});
    this.client = null;
  }
}
