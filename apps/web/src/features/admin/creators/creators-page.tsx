import type { InfluencerStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { SearchField, SelectField } from '@/components/filter-fields';
import { Card } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
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
import { useSession } from '@/lib/session';
import { unlessAll } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { useListParams, useUrlSearch } from '../shared/use-list-params';
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
        <SelectField
          id="creator-status"
          label="Status"
          className="sm:w-48"
          value={status ?? 'all'}
          options={STATUS_OPTIONS}
          onValueChange={(v) => update({ status: unlessAll(v), page: undefined })}
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
          <>
            <Card className="overflow-hidden">
              <Table desktopOnly>
                <caption className="sr-only">Creators</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    {isAdmin ? <TableHead>E-mail</TableHead> : null}
                    {isAdmin ? <TableHead>Mobile</TableHead> : null}
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
                      {isAdmin ? (
                        <TableCell>
                          <EmailAddress value={c.email ?? ''} />
                        </TableCell>
                      ) : null}
                      {isAdmin ? (
                        <TableCell className="whitespace-nowrap">{c.mobile_number}</TableCell>
                      ) : null}
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
                    ...(isAdmin
                      ? [
                          { label: 'E-mail', value: c.email ?? '' },
                          { label: 'Mobile', value: c.mobile_number ?? '' },
                        ]
                      : []),
                    { label: 'City / State', value: place(c.city, c.state) },
                    { label: 'Joined', value: formatDayMonthYear(c.createdAt) },
                  ]}
                />
              ))}
            </MobileCards>
          </>
        )}
      </ListState>
    </div>
  );
}
