import type pg from 'pg';
import { CATALOGUE_VERSION_SQL } from '../catalogue/state.ts';

/**
 * The creator's brand list in plain SQL (issue 17): one prepared statement for the page's ids, the
 * catalogue version (ADR 025: a brand changed since is never answered from the cache) and the total.
 */
export interface BrandPageRow {
  id: string;
  version: string;
  total: number;
}

export async function brandPage(
  pool: pg.Pool,
  f: { nicheId?: string; countryId?: string },
  page: number,
  limit: number,
): Promise<BrandPageRow[]> {
  const values: unknown[] = [];
  const add = (v: unknown) => {
    values.push(v);
    return `$${values.length}`;
  };
  const where = ["b.status = 'active'"];
  if (f.nicheId) where.push(`b.niche_ids @> array[${add(f.nicheId)}]::uuid[]`);
  if (f.countryId) where.push(`b.country_id = ${add(f.countryId)}::uuid`);
  const text = `
    with page as materialized (
      select b.id, ${CATALOGUE_VERSION_SQL} as version
        from brands b join countries co on co.id = b.country_id
       where ${where.join(' and ')}
       order by b.name asc, b.id asc
       limit ${Math.trunc(limit)} offset ${Math.trunc((page - 1) * limit)})
    select p.id, p.version, (select count(*)::int from brands b where ${where.join(' and ')}) as total
      from page p`;
  // Limit and offset are in the text (see campaigns/page-repository.ts); the first pages are prepared.
  const name = `ih_brand_page_${f.nicheId ? 'n' : ''}${f.countryId ? 'c' : ''}_${Math.trunc(limit)}_${Math.trunc(page)}`;
  const query = page <= 10 ? { name, text, values } : { text, values };
  return (await pool.query<BrandPageRow>(query)).rows;
}

export async function countBrands(
  pool: pg.Pool,
  f: { nicheId?: string; countryId?: string },
): Promise<number> {
  const values: unknown[] = [];
  const where = ["b.status = 'active'"];
  if (f.nicheId) where.push(`b.niche_ids @> array[$${values.push(f.nicheId)}]::uuid[]`);
  if (f.countryId) where.push(`b.country_id = $${values.push(f.countryId)}::uuid`);
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int n from brands b where ${where.join(' and ')}`,
    values,
  );
  return rows[0]?.n ?? 0;
}
