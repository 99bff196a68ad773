import { CAMPAIGN_PAGE_SIZE } from '@ih/contract/constants';
import { BUDGET_TYPES, type BudgetType } from '@ih/contract/enums';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Megaphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SearchField, SelectField } from '@/components/filter-fields';
import { QueryState } from '@/components/query-state';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/page-meta';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useReferenceLists } from '../api/get-reference-lists';
import { campaignsQuery } from '../api/list-campaigns';
import { AdvancedFilters } from '../components/advanced-filters';
import { CampaignCard } from '../components/campaign-card';
import { FilterChips } from '../components/filter-chips';
import { useCampaignFilters } from '../components/use-campaign-filters';
import { budgetTypeLabel } from '../lib/budget';
import { type AppliedFilter, campaignListQueryOf, EMPTY_FILTERS, withFilter } from '../lib/campaign-filters';
import { filterChips } from '../lib/filter-chips';

const ALL = 'all';

/** /campaigns: search, filters (all in the URL), the card grid and page numbers (doc 000 §2). */
export default function CampaignsPage() {
  const { t } = useLingui();
  const campaignCount = (shown: number, total: number) => t`${shown} of ${total} campaigns`;
  usePageMeta({ title: t`Campaigns` });
  const statusOptions = [
    { value: ALL, label: t`All` },
    { value: 'applied', label: t`Applied` },
    { value: 'not-applied', label: t`Not Applied` },
  ];
  const budgetOptions = [
    { value: ALL, label: t`All budget types` },
    ...BUDGET_TYPES.map((type) => ({ value: type, label: budgetTypeLabel(type) })),
  ];
  const [filters, setFilters] = useCampaignFilters();
  const choose = (patch: Parameters<typeof withFilter>[1]) => setFilters((f) => withFilter(f, patch));
  const [searchText, setSearchText] = useState(filters.search);
  const search = useDebouncedValue(searchText.trim(), 350);

  // A pause in typing searches from the first page; only when the text really changed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to the debounced text
  useEffect(() => {
    if (search !== filters.search) choose({ search });
  }, [search]);

  // The URL can change under the box (Back, a shared link, a removed chip): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to the URL's search text
  useEffect(() => {
    if (filters.search !== searchText.trim()) setSearchText(filters.search);
  }, [filters.search]);

  const campaigns = useQuery(campaignsQuery(campaignListQueryOf(filters)));
  // Only needed to name a follower bucket chip; otherwise loaded when the dialog opens.
  const refs = useReferenceLists(Boolean(filters.minimumFollower));
  const rows = campaigns.data?.data ?? [];
  const pagination = campaigns.data?.pagination;
  const chips = filterChips(filters, {
    budgetType: budgetTypeLabel,
    followerBucket: (id) => refs.data?.followerBuckets.find((b) => b._id === id)?.name,
  });

  function goToPage(page: number) {
    setFilters((f) => ({ ...f, page }), { push: true });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 lg:flex-row lg:items-end">
        <SearchField
          id="campaign-search"
          className="flex-1"
          placeholder={t`Campaign, event or ID`}
          value={searchText}
          onChange={setSearchText}
        />
        <div className="grid grid-cols-2 gap-3 lg:flex lg:items-end">
          <SelectField
            id="campaign-status"
            label={t`Status`}
            className="lg:w-40"
            value={filters.applied ?? ALL}
            options={statusOptions}
            onValueChange={(v) => choose({ applied: v === ALL ? undefined : (v as AppliedFilter) })}
          />
          <SelectField
            id="campaign-budget"
            label={t`Budget type`}
            className="lg:w-44"
            value={filters.budgetType ?? ALL}
            options={budgetOptions}
            onValueChange={(v) => choose({ budgetType: v === ALL ? undefined : (v as BudgetType) })}
          />
        </div>
        <AdvancedFilters filters={filters} onApply={choose} />
      </Card>

      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-700" aria-live="polite">
          {pagination ? campaignCount(rows.length, pagination.total) : '\u00a0'}
        </p>
      </div>
      <FilterChips
        chips={chips}
        onRemove={(key) => {
          if (key === 'search') setSearchText('');
          choose({ [key]: key === 'search' ? '' : undefined });
        }}
        onClearAll={() => {
          setSearchText('');
          setFilters(() => EMPTY_FILTERS);
        }}
      />

      <QueryState
        query={campaigns}
        loading={
          <SkeletonRows
            rows={6}
            layout="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            itemClassName="h-56 w-full rounded-card"
          />
        }
        keepDataOnError
        framed
        empty={
          <EmptyState
            icon={Megaphone}
            title={t`No campaigns found`}
            description={
              chips.length > 0
                ? t`Try removing a filter to see more campaigns.`
                : t`New campaigns appear here.`
            }
          />
        }
      >
        {() => (
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
            aria-busy={campaigns.isPlaceholderData || undefined}
          >
            {rows.map((c, i) => (
              <CampaignCard key={c._id} campaign={c} index={(filters.page - 1) * CAMPAIGN_PAGE_SIZE + i} />
            ))}
          </ul>
        )}
      </QueryState>

      <Pagination
        // The page asked for, while the previous page's answer stays on screen.
        pages={pagination && { page: filters.page, totalPages: pagination.totalPages }}
        onPageChange={goToPage}
        label={t`Campaign pages`}
      />
    </div>
  );
}
