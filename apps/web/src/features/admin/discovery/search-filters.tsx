import { CREATOR_LANGUAGES, CREATOR_SEARCH_SORTS } from '@ih/contract/discovery-enums';
import { SOCIAL_PLATFORMS } from '@ih/contract/enums';
import type { DiscoveryFacets } from '@ih/contract/routes/discovery';
import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FilterField, SearchField, SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import type { SelectOption } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ParamPatch } from '@/lib/use-list-params';
import { unlessAll } from '../shared/filter-choices';
import type { CreatorSearchParams } from './api';

const count = new Intl.NumberFormat('en-IN');

/** Follower ranges over all platforms together, as brands ask for them (lakh = 1,00,000). */
export const FOLLOWER_RANGES: { value: string; label: string }[] = [
  { value: 'all', label: 'Any number' },
  { value: '-10000', label: 'Up to 10K' },
  { value: '10000-50000', label: '10K to 50K' },
  { value: '50000-100000', label: '50K to 1 lakh' },
  { value: '100000-500000', label: '1 to 5 lakh' },
  { value: '500000-1000000', label: '5 to 10 lakh' },
  { value: '1000000-', label: '10 lakh and more' },
];

const SORT_LABELS: Record<(typeof CREATOR_SEARCH_SORTS)[number], string> = {
  relevance: 'Best match',
  followers: 'Most followers',
  onTime: 'Most on time',
};

/**
 * A faceted filter's choices with their counts beside them ("Fashion (2,521)"): each count is over the
 * other filters, so it says how many the choice would show. A chosen value stays even at zero.
 */
export function facetChoices(
  all: string,
  values: readonly string[],
  facet: readonly { value: string; count: number }[] | undefined,
  chosen: string,
): SelectOption[] {
  const counts = new Map(facet?.map((f) => [f.value, f.count]));
  const names = [...new Set([...values, ...(facet?.map((f) => f.value) ?? []), ...(chosen ? [chosen] : [])])];
  // Most creators first once counts are known; the given order until then.
  if (facet) names.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0) || a.localeCompare(b));
  return [
    { value: 'all', label: all },
    ...names.map((v) => ({
      value: v,
      label: facet ? `${v} (${count.format(counts.get(v) ?? 0)})` : v,
    })),
  ];
}

/** The search box and every filter of creator search, kept in the URL by the page. */
export function SearchFilters({
  params: p,
  facets,
  text,
  onText,
  update,
}: {
  params: CreatorSearchParams;
  facets: DiscoveryFacets | undefined;
  text: string;
  onText: (text: string) => void;
  update: (patch: ParamPatch) => void;
}) {
  const set = (key: string) => (value: string) => update({ [key]: unlessAll(value), page: undefined });
  const range = `${p.minFollowers ?? ''}-${p.maxFollowers ?? ''}`;
  const ranges = FOLLOWER_RANGES.some((r) => r.value === range || (range === '-' && r.value === 'all'))
    ? FOLLOWER_RANGES
    : [...FOLLOWER_RANGES, { value: range, label: `${p.minFollowers ?? 0} to ${p.maxFollowers ?? 'any'}` }];

  // The city is typed: sent once typing pauses, like the search box.
  const [city, setCity] = useState(p.city);
  const typedCity = useDebouncedValue(city.trim(), 350);
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to the debounced text
  useEffect(() => {
    if (typedCity !== p.city) update({ city: typedCity || undefined, page: undefined });
  }, [typedCity]);

  // On a phone the filters fold under one button, so the results are in reach; from sm up they show.
  const [shown, setShown] = useState(false);
  const active = [p.niche, p.platform, p.minFollowers ?? p.maxFollowers, p.language, p.state, p.city].filter(
    (v) => v !== '' && v !== undefined,
  ).length;

  return (
    <Card className="flex flex-col gap-3 p-4">
      <SearchField id="creator-q" placeholder="Name or handle" value={text} onChange={onText} />
      <Button
        variant="outline"
        className="sm:hidden"
        aria-expanded={shown}
        aria-controls="creator-filters"
        onClick={() => setShown((v) => !v)}
      >
        <SlidersHorizontal aria-hidden />
        {shown ? 'Hide filters' : `Filters${active ? ` (${active})` : ''} and sort`}
      </Button>
      <div
        id="creator-filters"
        className={cn(shown ? 'grid' : 'hidden', 'grid-cols-1 gap-3 sm:grid sm:grid-cols-2 xl:grid-cols-4')}
      >
        <SelectField
          id="creator-niche"
          label="Niche"
          value={p.niche || 'all'}
          options={facetChoices('All niches', [], facets?.niche, p.niche)}
          onValueChange={set('niche')}
        />
        <SelectField
          id="creator-platform"
          label="Platform"
          value={p.platform || 'all'}
          options={facetChoices('All platforms', SOCIAL_PLATFORMS, facets?.platform, p.platform)}
          onValueChange={set('platform')}
        />
        <SelectField
          id="creator-followers"
          label="Followers (all platforms)"
          value={range === '-' ? 'all' : range}
          options={ranges}
          onValueChange={(v) => {
            const [min = '', max = ''] = v === 'all' ? [] : v.split('-');
            update({ minFollowers: min || undefined, maxFollowers: max || undefined, page: undefined });
          }}
        />
        <SelectField
          id="creator-language"
          label="Language"
          value={p.language || 'all'}
          options={[
            { value: 'all', label: 'All languages' },
            ...CREATOR_LANGUAGES.map((l) => ({ value: l, label: l })),
          ]}
          onValueChange={set('language')}
        />
        <SelectField
          id="creator-state"
          label="State"
          value={p.state || 'all'}
          options={facetChoices('All states', [], facets?.state, p.state)}
          onValueChange={set('state')}
        />
        <FilterField id="creator-city" label="City">
          <Input
            id="creator-city"
            value={city}
            maxLength={100}
            autoComplete="off"
            placeholder="Any city"
            onChange={(e) => setCity(e.target.value)}
          />
        </FilterField>
        <SelectField
          id="creator-sort"
          label="Sort by"
          value={p.sort}
          options={CREATOR_SEARCH_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
          onValueChange={(v) => update({ sort: v === 'relevance' ? undefined : v, page: undefined })}
        />
      </div>
    </Card>
  );
}
