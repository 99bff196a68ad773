import { INFLUENCER_STATUSES, type InfluencerStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { DataTable, dateColumn } from '@/components/data-table';
import { SearchField } from '@/components/filter-fields';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useListParams, useUrlSearch } from '@/lib/use-list-params';
import { statusChoices } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { ParamSelect } from '../shared/param-select';
import { creatorsQuery } from './api';
import { CreatorLink } from './creator-link';
import { CreatorStatusBadge } from './creator-status-badge';

const STATUS_OPTIONS = statusChoices(INFLUENCER_STATUSES);

const place = (city: string, state: string) => [city, state].filter(Boolean).join(', ') || '-';

/** /admin/creators: every creator the staff member may see, searchable and paginated. */
export default function CreatorsPage() {
  usePageMeta({ title: 'Creators' });
  const { params, page, update, setPage } = useListParams();
  const status = (params.get('status') as InfluencerStatus | null) ?? undefined;
  const { text, setText, search } = useUrlSearch({ params, update });
  const query = useQuery(creatorsQuery({ search, status, page }));
  // Contact details come to admins only (design §15): a brand person's list has no such columns.
  const isAdmin = useSession('staff')?.user?.role === 'admin';

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <SearchField
          id="creator-search"
          className="flex-1"
          placeholder={isAdmin ? 'Name, e-mail or mobile number' : 'Name'}
          value={text}
          onChange={setText}
        />
        <ParamSelect
          id="creator-status"
          label="Status"
          className="sm:w-48"
          param="status"
          value={status}
          options={STATUS_OPTIONS}
        />
      </Card>

      <ListState
        query={query}
        count={(n) => countOf(n, 'creator', 'creators')}
        skeletonRows={6}
        pagesLabel="Creators pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={Users}
            title="No creators found"
            description={
              search || status
                ? 'No creator matches these filters. Try another search.'
                : 'No creator has registered yet.'
            }
          />
        }
      >
        {(rows) => (
          <DataTable
            framed
            caption="Creators"
            rows={rows}
            columns={[
              {
                name: 'Name',
                card: 'title',
                className: 'font-medium',
                cell: (c) => <CreatorLink creator={c} />,
              },
              isAdmin && {
                name: 'E-mail',
                cell: (c) => <EmailAddress value={c.email ?? ''} />,
                cardValue: (c) => c.email ?? '',
              },
              isAdmin && { name: 'Mobile', className: 'whitespace-nowrap', cell: (c) => c.mobile_number },
              { name: 'City / State', cell: (c) => place(c.city, c.state) },
              { name: 'Status', card: 'badge', cell: (c) => <CreatorStatusBadge status={c.status} /> },
              dateColumn('Joined', 'createdAt'),
            ]}
          />
        )}
      </ListState>
    </div>
  );
}
