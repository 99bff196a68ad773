import type { Db } from '../client.ts';
import {
  categories,
  countries,
  deliverableTypes,
  followerBuckets,
  influencerKinds,
  languages,
  niches,
  platforms,
  states,
} from '../schema/reference.ts';

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

export async function loadDemoRefs(db: Db): Promise<DemoRefs> {
  const [cat, nic, plat, del, lang, st, buck, kin, ctry] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: niches.id, name: niches.name }).from(niches),
    db.select({ id: platforms.id, name: platforms.name }).from(platforms),
    db.select().from(deliverableTypes),
    db.select({ id: languages.id, name: languages.name }).from(languages),
    db.select({ id: states.id, name: states.name }).from(states),
    db.select({ id: followerBuckets.id, name: followerBuckets.name }).from(followerBuckets),
    db.select({ id: influencerKinds.id, name: influencerKinds.name }).from(influencerKinds),
    db.select({ id: countries.id, value: countries.value }).from(countries),
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
