import type pg from 'pg';
import { FragmentCache } from '../../lib/fragment-cache.ts';
import { TurnBatch } from '../../lib/turn-batch.ts';
import type { SessionCheck } from '../../plugins/session-rule.ts';
import type { Counts } from './repository.ts';
import { type DiscoveryState, readDiscoveryStates } from './state-repository.ts';

/** About 10 KB a page of 20 cards with its facets: ~5 MB of answers at most, plus the counts. */
export const DISCOVERY_ANSWERS_MAX = 500;
export const DISCOVERY_COUNTS_MAX = 1_000;

/**
 * Creator search's per-process caches (ADR 032, on ADR 025's pattern): whole answers per query and
 * signed-URL window under the discovery version, and each filter's total and facets (shared by its
 * pages and sorts) under the facets version, both as the request's first statement read them. Nothing is told; everything is checked,
 * so a change committed through any process is never answered from here.
 */
export class DiscoveryCache {
  readonly answers = new FragmentCache<{ version: string; value: Buffer }>(DISCOVERY_ANSWERS_MAX);
  readonly counts = new FragmentCache<{ version: string; value: Counts }>(DISCOVERY_COUNTS_MAX);
  private version = 0n;
  private facetsVersion = 0n;
  private readonly states: TurnBatch<SessionCheck | undefined, DiscoveryState>;

  constructor(pool: pg.Pool) {
    this.states = new TurnBatch((checks) => readDiscoveryStates(pool, checks));
  }

  /** This request's state, read with the others of its event-loop turn in one statement. */
  state(check: SessionCheck | undefined): Promise<DiscoveryState> {
    return this.states.call(check);
  }

  /** A newer version makes the entries under older ones dead weight: they all go at once. */
  observe(state: DiscoveryState): void {
    const v = BigInt(state.version);
    if (v > this.version) {
      this.version = v;
      this.answers.clear();
    }
    const f = BigInt(state.facetsVersion);
    if (f > this.facetsVersion) {
      this.facetsVersion = f;
      this.counts.clear();
    }
  }
}
