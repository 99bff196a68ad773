import type { ApplicationStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useListParams } from '@/lib/use-list-params';
import { countOf, ListState } from '../shared/list-state';
import { applicationsQuery } from './api';
import { ApplicationFilters } from './application-filters';
import { ApplicationRows } from './application-rows';
import { BulkActions, type BulkResult, BulkResults } from './bulk-actions';
import { canBulk } from './lib';

/** /admin/applications: the queue of applications, pending first by default, with bulk moves. */
export default function ApplicationsPage() {
  usePageMeta({ title: 'Applications' });
  // Filters live in the URL so other pages can link here (?taskId=) and back returns to the same view.
  const { params, page, update, setPage } = useListParams();
  const statusParam = params.get('status') ?? 'pending';
  const status = statusParam === 'all' ? undefined : (statusParam as ApplicationStatus);
  const taskId = params.get('taskId') ?? undefined;
  const brandId = params.get('brandId') ?? undefined;
  const influencerId = params.get('influencerId') ?? undefined;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [results, setResults] = useState<BulkResult[]>([]);

  const query = useQuery(applicationsQuery({ status, taskId, brandId, influencerId, page }));
  const rows = query.data?.data ?? [];

  // A selection belongs to what is on screen: a new filter or page, or a row that moved on, drops it.
  const visible = rows
    .filter(canBulk)
    .map((a) => a._id)
    .join();
  useEffect(() => {
    const keep = new Set(visible.split(','));
    setSelected((s) => {
      const next = new Set([...s].filter((id) => keep.has(id)));
      return next.size === s.size ? s : next;
    });
  }, [visible]);

  const chosen = rows.filter((a) => selected.has(a._id));
  const filtered = Boolean(taskId || brandId || influencerId || statusParam !== 'pending');

  return (
    <div className="flex flex-col gap-4">
      <ApplicationFilters
        values={{
          status: statusParam,
          taskId,
          brandId,
          influencerId,
          creatorName: influencerId ? rows[0]?.influencer.name : undefined,
        }}
        onChange={update}
      />
      <BulkResults results={results} onDismiss={() => setResults([])} />
      <BulkActions selected={chosen} onClear={() => setSelected(new Set())} onResults={setResults} />

      <ListState
        query={query}
        count={(n) => countOf(n, 'application', 'applications')}
        skeletonRows={6}
        pagesLabel="Applications pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={ClipboardCheck}
            title={
              statusParam === 'pending' && !filtered ? 'No applications waiting' : 'No applications found'
            }
            description={
              statusParam === 'pending' && !filtered
                ? 'New applications appear here for a decision.'
                : 'No application matches these filters. Try another status or campaign.'
            }
          />
        }
      >
        {(rows) => (
          <ApplicationRows
            rows={rows}
            selected={selected}
            onToggle={(id, on) =>
              setSelected((s) => {
                const next = new Set(s);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            onToggleAll={(on) =>
              setSelected(on ? new Set(rows.filter(canBulk).map((a) => a._id)) : new Set())
            }
          />
        )}
      </ListState>
    </div>
  );
}
