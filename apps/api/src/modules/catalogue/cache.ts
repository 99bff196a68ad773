import { GENERIC_MESSAGES } from '@ih/contract/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { unauthenticated } from '../../lib/app-error.ts';
import { AdmittingCache, FragmentCache } from '../../lib/fragment-cache.ts';
import type { SessionCheck } from '../../plugins/session-rule.ts';
import { CatalogueStateReader, loadCreatorFlags } from './state.ts';
import type {
  BrandFragment,
  CachedList,
  CachedTotal,
  CachedValue,
  CampaignDoor,
  CampaignFragment,
  CatalogueState,
  CreatorFlags,
} from './types.ts';

/**
 * Everything the catalogue caches in a process (issue 17, ADR 022, ADR 025), each entry under the
 * catalogue version (and, for a creator's part, their own version) it was read under. Every request
 * reads the current versions in its one statement (state.ts); an entry is used only when
 * they match, so a write committed by any process is never answered from here.
 */
export class CatalogueCache {
  readonly campaigns = new FragmentCache<CampaignFragment>(CAMPAIGN_FRAGMENTS_MAX);
  readonly brands = new FragmentCache<BrandFragment>(BRAND_FRAGMENTS_MAX);
  readonly doors = new FragmentCache<CampaignDoor>(CAMPAIGN_FRAGMENTS_MAX);
  readonly lists = new FragmentCache<CachedList>(LISTS_MAX);
  /** Each creator's own campaigns past their deadline, per filter (mostly empty: small). */
  readonly own = new FragmentCache<CachedList>(CREATORS_MAX);
  readonly totals = new FragmentCache<CachedTotal>(LISTS_MAX);
  readonly creators = new FragmentCache<CreatorFlags>(CREATORS_MAX);
  readonly answers = new FragmentCache<CachedValue<Buffer>>(LISTS_MAX);
  /** Creators' campaign list pages and work lists (~30 KB each), under every version they depend on. */
  readonly pages = new AdmittingCache<CachedValue<Buffer>>(CREATOR_ANSWERS_MAX);
  readonly work = new AdmittingCache<CachedValue<Buffer>>(CREATOR_ANSWERS_MAX);
  /**
   * Creators' small answers built from their own work alone (dashboard counts, payment totals; under
   * 1 KB each), under their work version: not cleared when the catalogue moves on, since the
   * catalogue is not what they are made of.
   */
  readonly creatorAnswers = new FragmentCache<CachedValue<Buffer>>(CREATORS_MAX);
  /** The newest catalogue version a request has read here. */
  private version = 0n;
  /** Reads each request's state, many requests to a statement. */
  readonly state: CatalogueStateReader;

  constructor(pool: pg.Pool) {
    this.state = new CatalogueStateReader(pool);
  }

  /**
   * Called with each request's state: when the catalogue has moved on, every entry under an older
   * version is dead weight, so all go at once (creators' flags have their own versions and stay).
   */
  observe(state: CatalogueState): void {
    const v = BigInt(state.version);
    if (v <= this.version) return;
    this.version = v;
    for (const c of [
      this.campaigns,
      this.brands,
      this.doors,
      this.lists,
      this.own,
      this.totals,
      this.answers,
      this.pages,
      this.work,
    ])
      c.clear();
  }
}

/**
 * About 2.5 KB a campaign, 1 KB a brand, up to 30 KB a list or answer: ~25 MB of fragments, lists and
 * brand answers and ~30 MB of creators' answers at most.
 */
export const CAMPAIGN_FRAGMENTS_MAX = 5_000;
export const BRAND_FRAGMENTS_MAX = 1_000;
export const LISTS_MAX = 1_000;
export const CREATORS_MAX = 10_000;
export const CREATOR_ANSWERS_MAX = 500;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

export const catalogueCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('catalogueCache', new CatalogueCache(app.database.pool));
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);

/**
 * The state for a catalogue request: refuses a session found dead (when the principal came from
 * memory: plugins/auth.ts) and moves the cache on to the version read.
 */
export async function catalogueStateFor(
  cache: CatalogueCache,
  influencerId: string,
  check: SessionCheck | undefined,
): Promise<CatalogueState> {
  const state = await cache.state.read(influencerId, check);
  if (!state.sessionOk) throw unauthenticated(GENERIC_MESSAGES.unauthenticated);
  cache.observe(state);
  return state;
}

/**
 * A creator's answer made from their own work only (applications, messages, payments: what raises
 * their work version, migrations 0014 and 0021), kept whole under that version and `extra` (what else
 * it depends on, such as the month). The state read also checks the session, as for every catalogue
 * request; a miss builds the answer after that read, so it is never older than the version it is
 * kept under (ADR 025).
 */
export async function creatorWorkAnswer(
  cache: CatalogueCache,
  influencerId: string,
  check: SessionCheck | undefined,
  kind: string,
  extra: string,
  build: () => Promise<Buffer>,
): Promise<Buffer> {
  const state = await catalogueStateFor(cache, influencerId, check);
  const key = `${kind}|${influencerId}`;
  const version = `${state.workVersion}|${extra}`;
  const hit = cache.creatorAnswers.get(key, version);
  if (hit) return hit.value;
  const value = await build();
  cache.creatorAnswers.set(key, { version, value });
  return value;
}

/** The caller's flags from the cache when their version still matches, else read and kept. */
export async function creatorFlags(
  pool: pg.Pool,
  cache: CatalogueCache,
  influencerId: string,
  state: CatalogueState,
): Promise<CreatorFlags> {
  const hit = cache.creators.get(influencerId, state.creatorVersion);
  if (hit) return hit;
  const flags = await loadCreatorFlags(pool, influencerId);
  cache.creators.set(influencerId, flags);
  return flags;
}
