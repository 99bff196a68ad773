import type { BrandStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus, Search } from 'lucide-react';
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
import { useSession } from '@/lib/session';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { brandsQuery, referenceQuery } from './api';
import { BrandsTable } from './brands-table';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** /admin/brands: the brands the staff member may act on (admins: all), searchable and paginated. */
export default function BrandsPage() {
  usePageMeta({ title: 'Brands' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  // Filters live in the URL so the back button from a brand returns to the same page of results.
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status');
  const status: BrandStatus | undefined =
    rawStatus === 'active' || rawStatus === 'inactive' ? rawStatus : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [searchText, setSearchText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(searchText.trim(), 350);

  function update(next: Record<string, string | undefined>) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(next)) {
          if (v) p.set(k, v);
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

  const query = useQuery(brandsQuery({ search, status, page }));
  // Niche names for the rows; the list shows ids only. A failure just leaves the names out.
  const reference = useQuery(referenceQuery());
  const rows = query.data?.data ?? [];
  const pagination = query.data?.pagination;

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="brand-search">Search</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-gray-500" />
            <Input
              id="brand-search"
              type="search"
              className="pl-9"
              placeholder="Brand name"
              value={searchText}
              maxLength={100}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="brand-status">Status</Label>
          <Select
            id="brand-status"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onValueChange={(v) => update({ status: v === 'all' ? undefined : v, page: undefined })}
          />
        </div>
        {isAdmin ? (
          <Button asChild>
            <Link to="/admin/brands/new">
              <Plus aria-hidden />
              New brand
            </Link>
          </Button>
        ) : null}
      </Card>

      <p className="text-sm text-gray-700" aria-live="polite">
        {pagination ? `${pagination.total} ${pagination.total === 1 ? 'brand' : 'brands'}` : '\u00a0'}
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
            icon={Building2}
            title="No brands found"
            description={
              search || status
                ? 'No brand matches these filters. Try another search.'
                : isAdmin
                  ? 'Add the first brand to start creating campaigns.'
                  : 'No brand is assigned to you yet. Ask an admin to assign one.'
            }
            action={
              isAdmin && !search && !status ? (
                <Button asChild>
                  <Link to="/admin/brands/new">
                    <Plus aria-hidden />
                    New brand
                  </Link>
                </Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <BrandsTable rows={rows} niches={reference.data?.niches ?? []} />
        </div>
      )}

      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
          label="Brands pages"
        />
      ) : null}
    </div>
  );
}
