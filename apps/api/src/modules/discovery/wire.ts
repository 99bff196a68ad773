import type { DiscoveredCreator, DiscoveryCard, DiscoveryWorkItem } from '@ih/contract/discovery';
import type { CardRow, FinishedWorkRow } from './repository.ts';

/**
 * A creator's discovery card (design §15), the one place a row becomes one: the columns of
 * creator_discovery and nothing else, so no contact, bank or tax field can reach a brand through it.
 * The on-time rate is the exact share (the stored `on_time_rate` is a float4 for sorting only).
 */
export function toDiscoveryCard(r: CardRow, profileImage: string | null): DiscoveryCard {
  return {
    _id: r.id,
    name: r.name,
    profileImage,
    niches: r.niches,
    platforms: r.accounts.map((a) => ({ platform: a.platform, handle: a.handle, followers: a.followers })),
    city: r.city,
    state: r.state,
    languages: r.languages,
    completedJobs: r.completedJobs,
    onTimeDeliveryRate: r.timedJobs > 0 ? r.onTimeJobs / r.timedJobs : null,
    medianViews: r.medianViews ?? [],
  };
}

export const toDiscoveryWorkItem = (w: FinishedWorkRow): DiscoveryWorkItem => ({
  _id: w.id,
  campaign: { _id: w.campaignId, campaign_id: w.code, event_name: w.eventName },
  brand: { _id: w.brandId, name: w.brandName },
  finalPostedAt: w.finalPostedAt.toISOString(),
  onTime: w.deliveredOnTime,
});

export const toDiscoveredCreator = (card: DiscoveryCard, work: FinishedWorkRow[]): DiscoveredCreator => ({
  ...card,
  work: work.map(toDiscoveryWorkItem),
});
