import {
  BUDGET_TYPE_LABELS,
  BUDGET_TYPES,
  type BudgetType,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
} from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/page-meta';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { brandOptionsQuery, campaignsQuery } from './api';
import { CampaignsTable } from './campaigns-table';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
];
const BUDGET_OPTIONS = [
  { value: 'all', label: 'All budget types' },
  ...BUDGET_TYPES.map((t) => ({ value: t, label: BUDGET_TYPE_LABELS[t] })),
];

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** /admin/campaigns: the campaigns of the staff member's brands (admins: all), filtered in the URL. */
export default function CampaignsPage() {
  usePageMeta({ title: 'Campaigns' });
  const [params, setParams] = useSearchParams();
  const status: CampaignStatus | undefined = oneOf(CAMPAIGN_STATUSES, params.get('status'));
  const budgetType: BudgetType | undefined = oneOf(BUDGET_TYPES, params.get('budgetType'));
  const brandId = params.get('brandId') || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim(), 350);

  function update(next: Record<string, string | undefined>) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v && v !== 'all') p.set(k, v);
          else p.delete(k);
        }
        return p;
      },
      { replace: true },
    );
  }

  // A new search starts again from the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to the debounced text
  useEffect(() => {
    if (search !== (params.get('q') ?? '')) update({ q: search || undefined, page: undefined });
  }, [search]);

  const brands = useQuery(brandOptionsQuery());
  const query = useQuery(campaignsQuery({ search, status, brandId, budgetType, page }));
  const rows = query.data?.data ?? [];
  const pagination = query.data?.pagination;
  const filtered = !!(search || status || brandId || budgetType);
  const newHref = brandId ? `/admin/campaigns/new?brandId=${brandId}` : '/admin/campaigns/new';

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor="campaign-search">Search</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-gray-500" />
            <Input
              id="campaign-search"
              type="search"
              className="pl-9"
              placeholder="Code, event name or title"
              value={searchText}
              maxLength={100}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-brand">Brand</Label>
          <Select
            id="campaign-brand"
            value={brandId ?? 'all'}
            options={[{ value: 'all', label: 'All brands' }, ...(brands.data ?? [])]}
            onValueChange={(v) => update({ brandId: v, page: undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-status">Status</Label>
          <Select
            id="campaign-status"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onValueChange={(v) => update({ status: v, page: undefined })}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="campaign-budget">Budget type</Label>
          <Select
            id="campaign-budget"
            value={budgetType ?? 'all'}
            options={BUDGET_OPTIONS}
            onValueChange={(v) => update({ budgetType: v, page: undefined })}
          />
        </div>
        <Button asChild>
          <Link to={newHref}>
            <Plus aria-hidden />
            New campaign
          </Link>
        </Button>
      </Card>

      <p className="text-sm text-gray-700" aria-live="polite">
        {pagination ? `${pagination.total} ${pagination.total === 1 ? 'campaign' : 'campaigns'}` : '\u00a0'}
      </p>

      {query.isPending ? (
        <Card className="p-4">
          <SkeletonRows rows={6} />
        </Card>
      ) : query.isError ? (
        <Card>
          <ErrorState
            message={query.error.message}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : rows.length === 0 ? (
        <Card>
          <EmptyState
            icon={Megaphone}
            title="No campaigns found"
            description={
              filtered
                ? 'No campaign matches these filters. Try other ones.'
                : 'Create the first campaign for a brand.'
            }
            action={
              filtered ? undefined : (
                <Button asChild>
                  <Link to={newHref}>
                    <Plus aria-hidden />
                    New campaign
                  </Link>
                </Button>
              )
            }
          />
        </Card>
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <CampaignsTable rows={rows} />
        </div>
      )}

      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
          label="Campaigns pages"
        />
      ) : null}
    </div>
  );
}
