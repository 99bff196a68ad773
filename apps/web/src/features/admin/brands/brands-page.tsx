import type { BrandStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { SearchField, SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { unlessAll } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { referenceListsQuery } from '../shared/reference-lists';
import { useListParams, useUrlSearch } from '../shared/use-list-params';
import { brandsQuery } from './api';
import { BrandsTable } from './brands-table';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * /admin/brands: the brands the staff member may act on (admins: all), searchable and paginated; the
 * filters live in the URL so the back button from a brand returns to the same page of results.
 */
export default function BrandsPage() {
  usePageMeta({ title: 'Brands' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const { params, page, update, setPage } = useListParams();
  const rawStatus = params.get('status');
  const status: BrandStatus | undefined =
    rawStatus === 'active' || rawStatus === 'inactive' ? rawStatus : undefined;
  const { text, setText, search } = useUrlSearch({ params, update });

  const query = useQuery(brandsQuery({ search, status, page }));
  // Niche names for the rows; the list shows ids only. A failure just leaves the names out.
  const reference = useQuery(referenceListsQuery());

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <SearchField
          id="brand-search"
          className="flex-1"
          placeholder="Brand name"
          value={text}
          onChange={setText}
        />
        <SelectField
          id="brand-status"
          label="Status"
          className="sm:w-48"
          value={status ?? 'all'}
          options={STATUS_OPTIONS}
          onValueChange={(v) => update({ status: unlessAll(v), page: undefined })}
        />
        {isAdmin ? (
          <Button asChild>
            <Link to="/admin/brands/new">
              <Plus aria-hidden />
              New brand
            </Link>
          </Button>
        ) : null}
      </Card>

      <ListState
        query={query}
        count={(n) => countOf(n, 'brand', 'brands')}
        skeletonRows={6}
        pagesLabel="Brands pages"
        onPageChange={setPage}
        empty={
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
        }
      >
        {(rows) => <BrandsTable rows={rows} niches={reference.data?.niches ?? []} />}
      </ListState>
    </div>
  );
}
