import { type SQL, sql } from 'drizzle-orm';

/*
 * The catalogue's two rules as SQL, written once for the raw statements of the fast path
 * (page-repository.ts, list-repository.ts) and the Drizzle queries (repository.ts, the staff list),
 * so the two paths cannot drift apart (issue 27). `c` and `b` are the aliases (or table names) of
 * campaigns and brands in the statement.
 */

/**
 * A campaign any creator may open: not inactive, of an active brand, and public (an invite-only one
 * is opened only by the creators invited to it: design §15, creator flags `invited`).
 */
export const openCampaignSql = (c: string, b: string) =>
  `(${c}.status <> 'inactive' and ${c}.visibility = 'public' and ${b}.status = 'active')`;

/**
 * What a search matches: the campaign's event name, title and code — written exactly as the trigram
 * index campaigns_search_trgm_idx is declared (db/schema/catalogue.ts), or the index cannot serve it —
 * or its brand's name (brands_name_trgm_idx: the brand's ids first, so the campaigns come from
 * campaigns_brand_status_idx beside the trigram index, a BitmapOr). `pattern` is where the escaped
 * `%…%` pattern goes (a placeholder such as `$3`).
 */
export const campaignSearchSql = (c: string, pattern: string) =>
  `((${c}.event_name || ' ' || ${c}.campaign_title || ' ' || ${c}.code) ilike ${pattern}` +
  ` or ${c}.brand_id = any(array(select b2.id from brands b2 where b2.name ilike ${pattern})))`;

const PATTERN = '\u0000';

/** The same search for a Drizzle query over the campaigns table, the pattern bound as a parameter. */
export function campaignSearch(pattern: string): SQL {
  const parts = campaignSearchSql('campaigns', PATTERN).split(PATTERN);
  return sql.join(parts.flatMap((part, i) => (i ? [sql`${pattern}`, sql.raw(part)] : [sql.raw(part)])));
}

/** Whether a campaign is open, for a Drizzle query that joins campaigns and brands. */
export const openCampaign = (): SQL => sql.raw(openCampaignSql('campaigns', 'brands'));
