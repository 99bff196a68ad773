import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { FragmentCache } from '../lib/fragment-cache.ts';

/** The channel the catalogue triggers (migration 0011) notify on. */
export const CATALOGUE_CHANNEL = 'ih_catalogue';

/** Serialised campaign fragments: the creator-independent parts of a campaign's wire JSON. */
export interface CampaignFragment {
  version: string;
  brandId: string;
  /** JSON up to and including the comma before isApplied: `{"_id":…,"status":"active",`. */
  head: string;
  /** JSON from the key after the creator's flags to the closing brace. */
  tail: string;
}

/** A brand's wire JSON (`{"_id":…}`), payment record included. */
export interface BrandFragment {
  version: string;
  json: string;
}

export interface CatalogueCache {
  campaigns: FragmentCache<CampaignFragment>;
  brands: FragmentCache<BrandFragment>;
}

/** About 2.5 KB a campaign and 1 KB a brand: at most ~13 MB together. */
export const CAMPAIGN_FRAGMENTS_MAX = 5_000;
export const BRAND_FRAGMENTS_MAX = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    catalogueCache: CatalogueCache;
  }
}

/**
 * Applies one notification: `c:<ids>` (campaigns whose deliverables changed), `b:<ids>` (brands
 * whose payment record changed: the brand and every campaign of it), `*` (reference data: all).
 */
export function applyNotification(cache: CatalogueCache, payload: string): void {
  const [kind, list = ''] = [payload.slice(0, 1), payload.slice(2)];
  const ids = list ? list.split(',') : [];
  if (kind === 'c') cache.campaigns.invalidate(ids);
  else if (kind === 'b') {
    const set = new Set(ids);
    cache.brands.invalidate(ids);
    cache.campaigns.invalidate(undefined, (f) => set.has(f.brandId));
  } else {
    cache.campaigns.invalidate();
    cache.brands.invalidate();
  }
}

/**
 * Keeps one connection LISTENing on the catalogue channel (design §14: caches are invalidated by
 * notifications). The caches serve only while it is connected; when it drops they are emptied and
 * switched off until it is back, since writes in between would go unheard.
 */
export const catalogueCachePlugin = fp(
  async (app: FastifyInstance, opts: { connectionString: string | undefined }) => {
    const cache: CatalogueCache = {
      campaigns: new FragmentCache<CampaignFragment>(CAMPAIGN_FRAGMENTS_MAX),
      brands: new FragmentCache<BrandFragment>(BRAND_FRAGMENTS_MAX),
    };
    app.decorate('catalogueCache', cache);
    const setLive = (live: boolean) => {
      cache.campaigns.invalidate();
      cache.brands.invalidate();
      cache.campaigns.live = live;
      cache.brands.live = live;
    };
    let client: pg.Client | undefined;
    let closing = false;
    let retry: NodeJS.Timeout | undefined;
    const listen = async () => {
      if (closing || !opts.connectionString) return;
      const c = new pg.Client({ connectionString: opts.connectionString });
      client = c;
      const lost = () => {
        if (client !== c) return;
        client = undefined;
        setLive(false);
        c.end().catch(() => {});
        if (!closing) retry = setTimeout(() => void listen(), 1000);
      };
      c.on('error', lost);
      c.on('end', lost);
      c.on('notification', (n) => {
        if (n.channel === CATALOGUE_CHANNEL) applyNotification(cache, n.payload ?? '*');
      });
      try {
        await c.connect();
        await c.query(`listen ${CATALOGUE_CHANNEL}`);
        if (client === c && !closing) setLive(true);
      } catch (error) {
        app.log.warn({ err: error }, 'catalogue cache: cannot LISTEN; serving without the cache');
        lost();
      }
    };
    app.addHook('onReady', listen);
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      setLive(false);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    });
  },
  { name: 'catalogue-cache', dependencies: ['db'] },
);
