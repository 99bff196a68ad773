import type { CreatorSearchQuery } from '@ih/contract/discovery';
import type { FileVisibility } from '@ih/contract/files';
import type pg from 'pg';

/*
 * Creator search's SQL (design §15, ADR 032), over creator_discovery only: one narrow row per creator,
 * every filter on an index of its own (migration 0024), each partial on `listed` (discoverable and
 * active), which every statement here therefore names. A page is one statement; its total and the
 * three facets are one more.
 */

export type SearchFilters = Omit<CreatorSearchQuery, 'sort' | 'page' | 'limit'>;
type Facet = 'niche' | 'platform' | 'state';

/** One card's columns, as every reader of a card selects them. */
const CARD_COLUMNS = `d.influencer_id as id, d.name, d.niches, d.languages, d.accounts, d.city, d.state,
  d.completed_jobs as "completedJobs", d.timed_jobs as "timedJobs", d.on_time_jobs as "onTimeJobs",
  d.median_views as "medianViews", f.id as "fileId", f.visibility as "fileVisibility"`;
const CARD_FROM = 'creator_discovery d left join files f on f.id = d.profile_image_file_id';

export interface CardRow {
  id: string;
  name: string;
  niches: string[];
  languages: string[];
  accounts: { platform: string; handle: string; followers: number | null }[];
  city: string;
  state: string;
  completedJobs: number;
  timedJobs: number;
  onTimeJobs: number;
  medianViews: { platform: string; views: number; posts: number }[];
  fileId: string | null;
  fileVisibility: FileVisibility | null;
}

/** The search box's words (at most six: a longer text adds nothing but cost). */
const words = (q: string) => q.split(/\s+/).filter(Boolean).slice(0, 6);

/** Escapes LIKE wildcards so a search for '50%' means the text. */
const likeTerm = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a search, as SQL over `d`, with their values appended to `values`. */
class Conditions {
  readonly values: unknown[] = [];
  private param(v: unknown) {
    this.values.push(v);
    return `$${this.values.length}`;
  }

  /** Filters every statement applies (listed, the search box, followers, city, language). */
  common(f: SearchFilters): string[] {
    const out = ['d.listed'];
    if (f.q) {
      // Whole words in any order (full text), or each word a part of the name or a handle (trigrams:
      // 'sha' finds Asha, 'meera styles' finds @meera.styles).
      const parts = words(f.q).map((w) => `d.search_text ilike ${this.param(likeTerm(w))}`);
      out.push(`(d.search @@ plainto_tsquery('simple', ${this.param(f.q)}) or (${parts.join(' and ')}))`);
    }
    if (f.minFollowers !== undefined) out.push(`d.followers >= ${this.param(f.minFollowers)}`);
    if (f.maxFollowers !== undefined) out.push(`d.followers <= ${this.param(f.maxFollowers)}`);
    if (f.city) out.push(`lower(d.city) = lower(${this.param(f.city)})`);
    if (f.language) out.push(`d.languages @> array[${this.param(f.language)}]::text[]`);
    return out;
  }

  /** A faceted filter's condition (niche, platform, state), or null when it is not set. */
  facet(f: SearchFilters, facet: Facet): string | null {
    if (facet === 'niche') return f.niche ? `d.niches @> array[${this.param(f.niche)}]::text[]` : null;
    if (facet === 'platform')
      return f.platform ? `d.platforms @> array[${this.param(f.platform)}]::text[]` : null;
    return f.state ? `d.state = ${this.param(f.state)}` : null;
  }

  all(f: SearchFilters): string {
    const facets = (['niche', 'platform', 'state'] as const).flatMap((k) => this.facet(f, k) ?? []);
    return [...this.common(f), ...facets].join(' and ');
  }
}

/** Each sort's order, written to match its index (NULLS LAST as the index has it). */
function orderBy(sort: CreatorSearchQuery['sort'], q: string | undefined, c: Conditions): string {
  if (sort === 'followers') return 'd.followers desc nulls last, d.influencer_id';
  if (sort === 'onTime')
    return 'd.on_time_rate desc nulls last, d.completed_jobs desc nulls last, d.influencer_id';
  if (!q) return 'd.completed_jobs desc nulls last, d.followers desc nulls last, d.influencer_id';
  // Relevance to the words: a whole-word match ranks above a part of one; then the record, then reach.
  c.values.push(q);
  const p = `$${c.values.length}`;
  return `ts_rank(d.search, plainto_tsquery('simple', ${p})) + word_similarity(${p}, d.search_text) desc,
          d.completed_jobs desc nulls last, d.followers desc nulls last, d.influencer_id`;
}

/** One page of cards in the query's order. */
export async function searchPage(pool: pg.Pool, query: CreatorSearchQuery): Promise<CardRow[]> {
  const c = new Conditions();
  const where = c.all(query);
  const order = orderBy(query.sort, query.q, c);
  const { rows } = await pool.query<CardRow>(
    `select ${CARD_COLUMNS} from ${CARD_FROM} where ${where} order by ${order}
      limit ${Number(query.limit)} offset ${(Number(query.page) - 1) * Number(query.limit)}`,
    c.values,
  );
  return rows;
}

export interface Counts {
  total: number;
  facets: Record<Facet, { value: string; count: number }[]>;
}

/**
 * The total and the three facets in one statement. Every facet counts over all the other filters but
 * not its own (standard faceted search: choosing Fashion still shows how many are in Food). Each count
 * is its own branch with its own conditions, so each reads through the index that suits it (the
 * state and the total by index-only scans); one pass over shared rows was slower (measured on the
 * benchmark dataset: 377 ms against 184 ms for all 94,500 listed creators).
 */
export async function searchCounts(pool: pg.Pool, f: SearchFilters): Promise<Counts> {
  const c = new Conditions();
  /** The conditions of a count: the common filters and the faceted ones except `except`. */
  const where = (except?: Facet) =>
    [
      ...c.common(f),
      ...(['niche', 'platform', 'state'] as const).flatMap((k) =>
        k === except ? [] : (c.facet(f, k) ?? []),
      ),
    ].join(' and ');
  const { rows } = await pool.query<{ facet: Facet | 'total'; value: string; count: number }>(
    `select 'total' as facet, '' as value, count(*)::int as count from creator_discovery d where ${where()}
     union all
     select 'niche', v, count(*)::int from creator_discovery d, unnest(d.niches) v where ${where('niche')} group by v
     union all
     select 'platform', v, count(*)::int from creator_discovery d, unnest(d.platforms) v
      where ${where('platform')} group by v
     union all
     select 'state', d.state, count(*)::int from creator_discovery d where ${where('state')} and d.state <> ''
      group by d.state`,
    c.values,
  );
  const counts: Counts = { total: 0, facets: { niche: [], platform: [], state: [] } };
  for (const r of rows) {
    if (r.facet === 'total') counts.total = r.count;
    else counts.facets[r.facet].push({ value: r.value, count: r.count });
  }
  // Most creators first; ties by name, so the order never shuffles between identical answers.
  for (const list of Object.values(counts.facets))
    list.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  return counts;
}

/** One creator's card, if brands may find them (listed). */
export async function listedCard(pool: pg.Pool, id: string): Promise<CardRow | undefined> {
  const { rows } = await pool.query<CardRow>({
    name: 'ih_discovery_card',
    text: `select ${CARD_COLUMNS} from ${CARD_FROM} where d.influencer_id = $1 and d.listed`,
    values: [id],
  });
  return rows[0];
}

/** The cards of these creators who are listed, in no order (the caller has its own). */
export async function listedCards(pool: pg.Pool, ids: string[]): Promise<CardRow[]> {
  if (!ids.length) return [];
  const { rows } = await pool.query<CardRow>({
    name: 'ih_discovery_cards',
    text: `select ${CARD_COLUMNS} from ${CARD_FROM} where d.influencer_id = any($1::uuid[]) and d.listed`,
    values: [ids],
  });
  return rows;
}

export interface FinishedWorkRow {
  id: string;
  campaignId: string;
  code: string;
  eventName: string;
  brandId: string;
  brandName: string;
  finalPostedAt: Date;
  deliveredOnTime: boolean | null;
}

/** How many finished jobs a creator's page lists, newest first. */
export const FINISHED_WORK_SHOWN = 50;

/**
 * A creator's finished work (final posted), newest first: of these brands' campaigns, or of every
 * brand's when `brandIds` is null (admins).
 */
export async function finishedWork(
  pool: pg.Pool,
  influencerId: string,
  brandIds: string[] | null,
): Promise<FinishedWorkRow[]> {
  const { rows } = await pool.query<FinishedWorkRow>({
    name: 'ih_discovery_finished_work',
    text: `select a.id, c.id as "campaignId", c.code, c.event_name as "eventName", b.id as "brandId",
                  b.name as "brandName", a.final_posted_at as "finalPostedAt", a.delivered_on_time as "deliveredOnTime"
             from applications a
             join campaigns c on c.id = a.campaign_id
             join brands b on b.id = c.brand_id
            where a.influencer_id = $1 and a.status = 'final posted'
              and ($2::uuid[] is null or c.brand_id = any($2::uuid[]))
            order by a.final_posted_at desc nulls last, a.id
            limit ${FINISHED_WORK_SHOWN}`,
    values: [influencerId, brandIds],
  });
  return rows;
}
