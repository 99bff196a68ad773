import { BRAND_REQUEST_STATUSES, type BrandRequestStatus } from '@ih/contract/brand-team-enums';
import { useQuery } from '@tanstack/react-query';
import { Building2, ShieldAlert } from 'lucide-react';
import { SelectField } from '@/components/filter-fields';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { useListParams } from '@/lib/use-list-params';
import { countOf, ListState } from '../shared/list-state';
import { brandRequestsQuery } from './api';
import { RequestCard } from './request-card';

const STATUS_OPTIONS = [
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All requests' },
];

const EMPTY: Record<BrandRequestStatus | 'all', { title: string; description: string }> = {
  pending: {
    title: 'No requests waiting',
    description: 'New requests from the For brands page appear here for review.',
  },
  approved: { title: 'No approved requests', description: 'Requests you approve are listed here.' },
  rejected: { title: 'No rejected requests', description: 'Requests you reject are listed here.' },
  all: { title: 'No requests yet', description: 'Companies ask to join from the For brands page.' },
};

/**
 * /admin/brand-requests (design §15): companies asking to join, for admins to approve or reject. The
 * status filter lives in the URL (waiting requests by default), so Back returns to the same view.
 */
export default function BrandRequestsPage() {
  usePageMeta({ title: 'Brand requests' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const { params, page, update, setPage } = useListParams();
  const raw = params.get('status') ?? 'pending';
  const filter =
    raw === 'all' || (BRAND_REQUEST_STATUSES as readonly string[]).includes(raw) ? raw : 'pending';
  const status = filter === 'all' ? undefined : (filter as BrandRequestStatus);
  const query = useQuery({ ...brandRequestsQuery({ status, page }), enabled: isAdmin });

  // The API refuses brand people too (403); saying so here spares them a list they cannot load.
  if (!isAdmin)
    return (
      <Card>
        <EmptyState
          icon={ShieldAlert}
          title="Only admins review brand requests"
          description="Brand requests are decided by Influence Hub admins."
        />
      </Card>
    );

  const empty = EMPTY[filter as BrandRequestStatus | 'all'];
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-end">
        <SelectField
          id="request-status"
          label="Status"
          className="sm:w-60"
          value={filter}
          options={STATUS_OPTIONS}
          onValueChange={(v) => update({ status: v === 'pending' ? undefined : v, page: undefined })}
        />
      </Card>
      <ListState
        query={query}
        count={(n) => countOf(n, 'request', 'requests')}
        skeletonRows={4}
        pagesLabel="Brand request pages"
        onPageChange={setPage}
        empty={<EmptyState icon={Building2} title={empty.title} description={empty.description} />}
      >
        {(rows) => (
          <ul className="flex flex-col gap-3">
            {rows.map((r) => (
              <li key={r._id}>
                <RequestCard request={r} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}
