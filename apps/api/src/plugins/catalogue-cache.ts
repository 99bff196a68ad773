import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { AdmittingCache, FragmentCache } from '../lib/fragment-cache.ts';
import { type CatalogueState, CatalogueStateReader } from './catalogue-state.ts';

/** Serialised campaign fragments: the creator-independent parts of a campaign's wire JSON. */
export interface CampaignFragment {
  version: string;
  brandId: string;
  /**
   * JSON up to and including the comma before isApplied: `{"_id":…,"status":"active",`. Kept as
   * UTF-8 bytes: an answer is these copied end to end, never a 27 KB string to encode and measure
   * again on every request (issue 17's profile).
   */
  head: Buffer;
  /** JSON from the key after the creator's flags to the closing brace. */
  tail: Buffer;
  /** The whole campaign for a caller who neither applied nor saved (head, those flags, tail). */
  unflagged: Buffer;
}

/** A brand's wire JSON (`{"_id":…}`), payment record included. */
export interface BrandFragment {
  version: string;
  json: string;
}

/** A campaign in a list's order: what a page is made of before its fragments are looked up. */
export interface ListedCampaign {
  id: string;
  brandId: string;
  /** created_at in microseconds since the epoch (the list's order key; Date keeps only ms). */
  createdUs: bigint;
}

/**
 * Part of a list that does not depend on the caller, or the caller's own part. Its version also holds
 * the next submission deadline when it was read (listVersion): once that has passed, which campaigns
 * are open has changed.
 */
export interface CachedList {
  version: string;
  items: ListedCampaign[];
}
export interface CachedTotal {
  version: string;
  total: number;
}
/** A campaign a creator may open by id or code: open to all, or only to those who applied. */
export interface CampaignDoor {
  version: string;
  id: string;
  brandId: string;
  open: boolean;
}
/** A creator's applications (campaign → application) and saves, under their own version. */
export interface CreatorFlags {
  version: string;
  applications: Map<string, { id: string; status: string }>;
  saved: Set<string>;
}
/** A whole answer that depends on no caller (a brand list page). */
export interface CachedValue<T> {
  version: string;
  value: T;
}

/**
 * Everything the catalogue caches in a process (issue 17, ADR 022, ADR 025), each entry under the
 * catalogue version (and, for a creator's part, their own version) it was read under. Every request
 * reads the current versions in its one statement (catalogue-state.ts); an entry is used only when
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
