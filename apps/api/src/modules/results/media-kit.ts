import { randomBytes } from 'node:crypto';
import type { MediaKit } from '@ih/contract/results';
import { RESULTS_MESSAGES } from '@ih/contract/results';
import { notFound } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { fileUrl } from '../files/urls.ts';
import { creatorName } from './repository.ts';
import { confirmedResults, findMediaKit, mediaKitProfile, upsertMediaKit } from './share-repository.ts';

/** A link name from the creator's name and a random tail: readable, and not guessable from the name alone. */
const slugFor = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'creator'
  }-${randomBytes(4).toString('hex')}`;

const settings = (deps: Deps, row: { slug: string; enabled: boolean } | null) => ({
  enabled: row?.enabled ?? false,
  slug: row?.slug ?? null,
  url: row ? `${deps.config.publicUrl}/m/${row.slug}` : null,
});

export async function myMediaKit(deps: Deps, influencerId: string) {
  return settings(deps, await findMediaKit(deps.db, influencerId));
}

export async function switchMediaKit(deps: Deps, influencerId: string, enabled: boolean) {
  const existing = await findMediaKit(deps.db, influencerId);
  const slug = existing?.slug ?? slugFor(await creatorName(deps.db, influencerId));
  return settings(deps, await upsertMediaKit(deps.db, influencerId, slug, enabled));
}

/** The public page's data: platforms, niches and confirmed results only (design §17). */
export async function publicMediaKit(deps: Deps, slug: string): Promise<MediaKit> {
  const p = await mediaKitProfile(deps.db, slug.toLowerCase());
  if (!p) throw notFound(RESULTS_MESSAGES.mediaKitNotFound);
  const accounts = (p.accounts ?? []) as {
    platform: string;
    handle: string | null;
    followers: number | null;
  }[];
  return {
    name: p.name,
    profileImage: p.imageId
      ? fileUrl(deps, { id: p.imageId, visibility: p.imageVisibility ?? 'private' })
      : null,
    city: p.city,
    state: p.state,
    niches: p.niches,
    platforms: accounts.map((a) => ({
      platform: a.platform,
      handle: a.handle ?? '',
      followers: Number(a.followers ?? 0),
    })),
    medianViews: p.medianViews as MediaKit['medianViews'],
    results: await confirmedResults(deps.db, p.influencerId),
  };
}
