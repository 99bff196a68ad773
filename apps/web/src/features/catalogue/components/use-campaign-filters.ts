import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type CampaignFilters, campaignFiltersToParams, parseCampaignFilters } from '../lib/campaign-filters';

/**
 * The campaign list's filters, read from and written to the URL (shareable, survive a reload).
 * Updates are functions of the latest filters: a router navigation commits a moment later, so two
 * quick changes (a search settling while a select changes) would otherwise overwrite each other.
 */
export function useCampaignFilters() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the value identity of `params`
  const filters = useMemo(() => parseCampaignFilters(params), [key]);
  const latest = useRef({ key, filters });
  // A URL we did not write (Back, a shared link) becomes the base of the next change.
  if (latest.current.key !== key) latest.current = { key, filters };

  /** Filter edits replace the history entry; a page change adds one, so Back returns to the last page. */
  const update = (change: (current: CampaignFilters) => CampaignFilters, opts: { push?: boolean } = {}) => {
    const next = change(latest.current.filters);
    const nextParams = campaignFiltersToParams(next);
    latest.current = { key: nextParams.toString(), filters: next };
    setParams(nextParams, { replace: !opts.push });
  };
  return [filters, update] as const;
}
