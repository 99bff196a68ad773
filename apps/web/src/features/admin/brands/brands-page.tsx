import { BRAND_STATUSES } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { SearchField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useListParams, useUrlSearch } from '@/lib/use-list-params';
import { oneOf, statusChoices } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { ParamSelect } from '../shared/param-select';
import { referenceListsQuery } from '../shared/reference-lists';
import { brandsQuery } from './api';
import { BrandsTable } from './brands-table';

const STATUS_OPTIONS = statusChoices(BRAND_STATUSES);

/**
 * /admin/brands: the brands the staff member may act on (admins: all), searchable and paginated; the
 * filters live in the URL so the back button from a brand returns to the same page of results.
 */
export default function BrandsPage() {
  usePageMeta({ title: 'Brands' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const { params, page, update, setPage } = useListParams();
  const status = oneOf(BRAND_STATUSES, params.get('status'));
  const { text, setText, search } = useUrlSearch({ params, update });

  const query = useQuery(brandsQuery({ search, status, page }));
  // Niche names for the rows; the list shows ids only. A failure just leaves the names out.
  const reference = useQuery(referenceListsQuery());

  const newBrand = (
    <Button asChild>
      <Link to="/admin/brands/new">
        <Plus aria-hidden />
        New brand
      </Link>
    </Button>
  );

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
        <ParamSelect
          id="brand-status"
          label="Status"
          className="sm:w-48"
          param="status"
          value={status}
          options={STATUS_OPTIONS}
        />
        {isAdmin ? newBrand : null}
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
            action={isAdmin && !search && !status ? newBrand : undefined}
          />
        }
      >
        {(rows) => <BrandsTable rows={rows} niches={reference.data?.niches ?? []} />}
      </ListState>
    </div>
  );
}
