import { ADMIN_CAMPAIGN_MESSAGES, type CampaignPatch } from '@ih/contract/admin-campaigns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { checkPublicFileUrls } from '../brands/assets.ts';

const arr = (v: string[]) => sql`${`{${v.join(',')}}`}::uuid[]`;
const present = (v: (string | null | undefined)[]) => [...new Set(v.filter((x): x is string => !!x))];

/**
 * Every id the input points at must exist: looked up in ONE query (a union over the reference
 * tables), and each unknown one answers 400 naming its field, so the form can mark it.
 */
export async function checkCampaignReferences(db: Db, input: CampaignPatch): Promise<void> {
  const wanted = {
    brands: present([input.brand_id]),
    platforms: present(input.platform_ids ?? []),
    types: present((input.deliverables ?? []).map((d) => d.deliverable_type_id)),
    states: present([input.location_state_id]),
    kinds: present([input.influencer_kind_id]),
    languages: present([input.language_id]),
    buckets: present([input.minimum_follower_id]),
    categories: present(input.category_ids ?? []),
  };
  if (!Object.values(wanted).some((v) => v.length)) return;
  const result = await db.execute<{ kind: string; id: string }>(sql`
    select 'brands' as kind, id from brands where id = any(${arr(wanted.brands)})
    union all select 'platforms', id from platforms where id = any(${arr(wanted.platforms)})
    union all select 'types', id from deliverable_types where id = any(${arr(wanted.types)})
    union all select 'states', id from states where id = any(${arr(wanted.states)})
    union all select 'kinds', id from influencer_kinds where id = any(${arr(wanted.kinds)})
    union all select 'languages', id from languages where id = any(${arr(wanted.languages)})
    union all select 'buckets', id from follower_buckets where id = any(${arr(wanted.buckets)})
    union all select 'categories', id from categories where id = any(${arr(wanted.categories)})`);
  const found = new Set(result.rows.map((r) => `${r.kind}:${r.id}`));
  const missing = (kind: keyof typeof wanted, id: string | null | undefined) =>
    !!id && !found.has(`${kind}:${id}`);

  const errors: Record<string, string> = {};
  if (missing('brands', input.brand_id)) errors.brand_id = ADMIN_CAMPAIGN_MESSAGES.brandInvalid;
  if (input.platform_ids?.some((id) => missing('platforms', id)))
    errors.platform_ids = ADMIN_CAMPAIGN_MESSAGES.platformInvalid;
  input.deliverables?.forEach((d, i) => {
    if (missing('types', d.deliverable_type_id))
      errors[`deliverables.${i}.deliverable_type_id`] = ADMIN_CAMPAIGN_MESSAGES.deliverableType;
  });
  if (missing('states', input.location_state_id))
    errors.location_state_id = ADMIN_CAMPAIGN_MESSAGES.stateInvalid;
  if (missing('kinds', input.influencer_kind_id))
    errors.influencer_kind_id = ADMIN_CAMPAIGN_MESSAGES.kindInvalid;
  if (missing('languages', input.language_id)) errors.language_id = ADMIN_CAMPAIGN_MESSAGES.languageInvalid;
  if (missing('buckets', input.minimum_follower_id))
    errors.minimum_follower_id = ADMIN_CAMPAIGN_MESSAGES.followerInvalid;
  if (input.category_ids?.some((id) => missing('categories', id)))
    errors.category_ids = ADMIN_CAMPAIGN_MESSAGES.categoryInvalid;
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
}

const MEDIA_FIELDS = ['brand_logo', 'brand_guidline', 'refference_file', 'instruction'] as const;

/**
 * Media assets must be our own public uploads (the CSP allows only our images, and creators download
 * them through /v1/collateral/download-file, which serves only our files). Checked in one query;
 * answers the input with each URL in its canonical `/files/<id>` form and blank images dropped.
 */
export async function checkCampaignMedia(deps: Deps, input: CampaignPatch): Promise<CampaignPatch> {
  const fields: Record<string, string | null | undefined> = {};
  for (const f of MEDIA_FIELDS) if (input[f] !== undefined) fields[f] = input[f];
  const images = input.product_image?.filter(Boolean);
  images?.forEach((url, i) => {
    fields[`product_image.${i}`] = url;
  });
  if (!Object.keys(fields).length) return input;
  const ok = await checkPublicFileUrls(deps, fields, (field) =>
    ADMIN_CAMPAIGN_MESSAGES.mediaInvalid(field.replace(/\.\d+$/, '')),
  );
  const out: CampaignPatch = { ...input };
  for (const f of MEDIA_FIELDS) if (f in ok) out[f] = ok[f] ?? null;
  if (images)
    out.product_image = images.map((_, i) => ok[`product_image.${i}`]).filter((v): v is string => !!v);
  return out;
}
