import type { InfluencerStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Search, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import {
  MobileCard,
  MobileCards,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { creatorsQuery } from './api';
import { CreatorStatusBadge } from './creator-status-badge';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];

const place = (city: string, state: string) => [city, state].filter(Boolean).join(', ') || '-';

/** /admin/creators: every creator the staff member may see, searchable and paginated. */
export default function CreatorsPage() {
  usePageMeta({ title: 'Creators' });
  // Filters live in the URL so the back button from a creator returns to the same page of results.
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as InfluencerStatus | null) ?? undefined;
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

  const query = useQuery(creatorsQuery({ search, status, page }));
  const rows = query.data?.data ?? [];
  const pagination = query.data?.pagination;

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1.5">
          <Label htmlFor="creator-search">Search</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-gray-500" />
            <Input
              id="creator-search"
              type="search"
              className="pl-9"
              placeholder="Name, e-mail or mobile number"
              value={searchText}
              maxLength={100}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5 sm:w-48">
          <Label htmlFor="creator-status">Status</Label>
          <Select
            id="creator-status"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onValueChange={(v) => update({ status: v === 'all' ? undefined : v, page: undefined })}
          />
        </div>
      </Card>

      <p className="text-sm text-gray-700" aria-live="polite">
        {pagination ? `${pagination.total} ${pagination.total === 1 ? 'creator' : 'creators'}` : '\u00a0'}
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
            icon={Users}
            title="No creators found"
            description={
              search || status
                ? 'No creator matches these filters. Try another search.'
                : 'No creator has registered yet.'
            }
          />
        </Card>
      ) : (
        <div aria-busy={query.isFetching} className={query.isPlaceholderData ? 'opacity-60' : undefined}>
          <Card className="overflow-hidden">
            <Table desktopOnly>
              <caption className="sr-only">Creators</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Mobile</TableHead>
                  <TableHead>City / State</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Joined</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((c) => (
                  <TableRow key={c._id}>
                    <TableCell className="font-medium">
                      <Link to={`/admin/creators/${c._id}`} className="text-brand-700 hover:underline">
                        {c.name}
                      </Link>
                    </TableCell>
                    <TableCell className="break-all">{c.email}</TableCell>
                    <TableCell className="whitespace-nowrap">{c.mobile_number}</TableCell>
                    <TableCell>{place(c.city, c.state)}</TableCell>
                    <TableCell>
                      <CreatorStatusBadge status={c.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDayMonthYear(c.createdAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <MobileCards>
            {rows.map((c) => (
              <MobileCard
                key={c._id}
                title={
                  <Link to={`/admin/creators/${c._id}`} className="text-brand-700 hover:underline">
                    {c.name}
                  </Link>
                }
                badge={<CreatorStatusBadge status={c.status} />}
                fields={[
                  { label: 'E-mail', value: c.email },
                  { label: 'Mobile', value: c.mobile_number },
                  { label: 'City / State', value: place(c.city, c.state) },
                  { label: 'Joined', value: formatDayMonthYear(c.createdAt) },
                ]}
              />
            ))}
          </MobileCards>
        </div>
      )}

      {pagination ? (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={(p) => update({ page: p > 1 ? String(p) : undefined })}
          label="Creators pages"
        />
      ) : null}
    </div>
  );
}
