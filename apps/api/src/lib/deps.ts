import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from './clock.ts';
import type { Mailer } from './mailer.ts';
import type { SmsSender } from './sms.ts';
import type { Storage } from './storage.ts';

/**
 * What a service needs from the running process, and nothing of HTTP (design §11): built once in
 * app.ts (`app.deps`), so a service can be called from a route, a job or a test alike. Events need no
 * entry here: `recordEvent(tx, …)` takes the change's own transaction.
 */
export interface Deps {
  db: Db;
  storage: Storage;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
  mailer: Mailer;
  sms: SmsSender;
}
