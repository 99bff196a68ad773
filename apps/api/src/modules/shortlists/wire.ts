import type { DiscoveryCard } from '@ih/contract/discovery';
import type { ShortlistCreator, ShortlistDetail, ShortlistSummary } from '@ih/contract/shortlists';
import type { ShortlistRow } from './repository.ts';

export const toShortlistSummary = (r: ShortlistRow): ShortlistSummary => ({
  _id: r.id,
  brandId: r.brandId,
  brandName: r.brandName,
  name: r.name,
  creatorCount: r.creatorCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** A list with its members' discovery cards, in the list's order (newest first). */
export function toShortlistDetail(
  r: ShortlistRow,
  members: { influencerId: string; addedAt: Date }[],
  cards: Map<string, DiscoveryCard>,
): ShortlistDetail {
  const creators: ShortlistCreator[] = members.flatMap((m) => {
    const card = cards.get(m.influencerId);
    return card ? [{ ...card, addedAt: m.addedAt.toISOString() }] : [];
  });
  // The count is of the creators shown, whatever the summary's statement counted a moment before.
  return { ...toShortlistSummary(r), creatorCount: creators.length, creators };
}
