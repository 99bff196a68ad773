import { and, eq, inArray } from 'drizzle-orm';
import { files } from '../../db/schema/files.ts';
import { badRequest } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { parseFileUrl } from '../files/urls.ts';

/**
 * Brand logos and campaign media must be public files uploaded with POST /v1/files: the CSP only
 * allows our own images, and public files have stable URLs. Checks every given URL in ONE query and
 * answers their canonical form (`/files/<id>`); a bad one is a 400 naming its field.
 */
export async function checkPublicFileUrls(
  deps: Deps,
  fields: Record<string, string | null | undefined>,
  message: (field: string) => string,
): Promise<Record<string, string | null | undefined>> {
  const ids = new Map<string, string | null>();
  for (const [field, url] of Object.entries(fields))
    if (url) ids.set(field, parseFileUrl(url, deps.config.publicUrl)?.id ?? null);
  const wanted = [...ids.values()].filter((v): v is string => !!v);
  const found = wanted.length
    ? await deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, wanted), eq(files.visibility, 'public')))
    : [];
  const ok = new Set(found.map((f) => f.id));
  const errors: Record<string, string> = {};
  const out: Record<string, string | null | undefined> = {};
  for (const [field, url] of Object.entries(fields)) {
    if (!url) {
      out[field] = url === '' ? null : url;
      continue;
    }
    const id = ids.get(field);
    if (id && ok.has(id)) out[field] = `/files/${id}`;
    else errors[field] = message(field);
  }
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0]!, errors);
  return out;
}
