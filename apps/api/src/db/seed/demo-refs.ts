import { referenceRepository as lists } from '../../modules/reference/repository.ts';
import type { Db } from '../client.ts';

/** Reference ids by name, loaded once so the demo builders can refer to rows by their names. */
export interface DemoRefs {
  category: Map<string, string>;
  niche: Map<string, string>;
  platform: Map<string, string>;
  deliverableType: Map<string, { id: string; isVideo: boolean }>;
  language: Map<string, string>;
  state: Map<string, string>;
  bucket: Map<string, string>;
  kind: Map<string, string>;
  indiaId: string;
}

/** Reads one entry and fails loudly: a missing name means the reference seed and the demo disagree. */
export function must<T>(map: Map<string, T>, name: string): T {
  const value = map.get(name);
  if (value === undefined) throw new Error(`demo data refers to unknown reference "${name}"`);
  return value;
}

/** Read through the reference repository, so the demo sees the lists as the API serves them. */
export async function loadDemoRefs(db: Db): Promise<DemoRefs> {
  const [cat, nic, plat, del, lang, st, buck, kin, ctry] = await Promise.all([
    lists.categories(db),
    lists.niches(db),
    lists.platforms(db),
    lists.deliverableTypes(db),
    lists.languages(db),
    lists.states(db),
    lists.followerBuckets(db),
    lists.influencerKinds(db),
    lists.countries(db),
  ]);
  const byName = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.name, r.id]));
  const india = ctry.find((c) => c.value === 'india');
  if (!india) throw new Error('reference data must be seeded before demo data (no India)');
  return {
    category: byName(cat),
    niche: byName(nic),
    platform: byName(plat),
    deliverableType: new Map(del.map((d) => [d.contentType, { id: d.id, isVideo: d.isVideo !== 0 }])),
    language: byName(lang),
    state: byName(st),
    bucket: byName(buck),
    kind: byName(kin),
    indiaId: india.id,
  };
}
