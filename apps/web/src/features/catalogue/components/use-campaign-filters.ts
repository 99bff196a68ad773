import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CampaignFilters, campaignFiltersToParams, parseCampaignFilters } from '../lib/campaign-filters';

/** The campaign list's filters, read from and written to the URL (shareable, survive a reload). */
export function useCampaignFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the value identity of `params`
  const filters = useMemo(() => parseCampaignFilters(params), [key]);
  /** Filter edits replace the history entry; a page change adds one, so Back returns to the last page. */
  const setFilters = (next: CampaignFilters, opts: { push?: boolean } = {}) =>
    setParams(campaignFiltersToParams(next), { replace: !opts.push });
  return [filters, setFilters] as const;
}
