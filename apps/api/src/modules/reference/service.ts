import type { ReferenceLists } from '@ih/contract/reference';
import type { Db } from '../../db/client.ts';
import { referenceRepository as repo } from './repository.ts';
import { toCategory, toCountry, toDeliverableType, toNamed, toNiche, toPlatform } from './wire.ts';

export const referenceService = {
  categories: async (db: Db) => (await repo.categories(db)).map(toCategory),
  niches: async (db: Db) => (await repo.niches(db)).map(toNiche),
  countries: async (db: Db) => (await repo.countries(db)).map(toCountry),

  /** Every list at once, for the campaign filters and the staff forms; the queries run side by side. */
  async all(db: Db): Promise<ReferenceLists> {
    const [platforms, deliverableTypes, languages, states, buckets, kinds, categories, niches, countries] =
      await Promise.all([
        repo.platforms(db),
        repo.deliverableTypes(db),
        repo.languages(db),
        repo.states(db),
        repo.followerBuckets(db),
        repo.influencerKinds(db),
        repo.categories(db),
        repo.niches(db),
        repo.countries(db),
      ]);
    return {
      platforms: platforms.map(toPlatform),
      deliverableTypes: deliverableTypes.map(toDeliverableType),
      languages: languages.map(toNamed),
      states: states.map(toNamed),
      followerBuckets: buckets.map(toNamed),
      influencerKinds: kinds.map(toNamed),
      categories: categories.map(toCategory),
      niches: niches.map(toNiche),
      countries: countries.map(toCountry),
    };
  },
};
