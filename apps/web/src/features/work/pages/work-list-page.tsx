import type { WorkItem } from '@ih/contract/work';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { workItemQuery } from '../api/get-work-item';
import { useWorkList } from '../api/list-work';
import { ListCard } from '../components/list-card';
import { NotFoundView, WorkListError } from '../components/page-states';
import { WorkFilterBar } from '../components/work-filters';
import { WorkTable } from '../components/work-table';
import { ALL, applyFilters, filterOptions, NO_FILTERS, type WorkFilters } from '../lib/list-filters';
import { WORK_TEXT } from '../lib/messages';
import { campaignPath, viewTargetFor } from '../lib/view-route';
import { type WorkType, workTypeOf } from '../lib/work-types';

/**
 * /work/{workType} (doc 001 §2); an unknown type says so. /work/allotted-work has its own table and
 * its own route (a static segment outranks :workType), so this page does not carry its code.
 */
export default function WorkListPage() {
  const { workType } = useParams();
  const type = workTypeOf(workType);
  return type ? <WorkList key={workType} type={type} /> : <InvalidWorkType />;
}

function InvalidWorkType() {
  const { t } = useLingui();
  usePageMeta({ title: t`Work Table`, back: '/work' });
  return <NotFoundView title={WORK_TEXT.invalidWorkType} backLabel={WORK_TEXT.backToWork} backTo="/work" />;
}

function WorkList({ type }: { type: WorkType }) {
  const { t } = useLingui();
  usePageMeta({ title: t`Work Table`, back: '/work', breadcrumb: [{ label: t`Work`, to: '/work' }] });
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useWorkList(type.status, WORK_TEXT.fetchWorkFailed);
  const [filters, setFilters] = useState<WorkFilters>(NO_FILTERS);
  const [viewingId, setViewingId] = useState<string | null>(null);
  const items = list.data ?? [];
  const options = useMemo(() => filterOptions(list.data ?? []), [list.data]);
  const shown = useMemo(() => applyFilters(list.data ?? [], filters), [list.data, filters]);
  const filtered = filters.brand !== ALL || filters.budget !== ALL || filters.platform !== ALL;

  /** Pending review loads its details first and carries them along; a failed load opens the campaign. */
  async function view(item: WorkItem) {
    const target = viewTargetFor(item);
    if (!target.carryItem) return navigate(target.path);
    if (viewingId) return;
    setViewingId(item._id);
    try {
      const fresh = await client.fetchQuery(
        workItemQuery(item.taskId, { fallbackMessage: WORK_TEXT.fetchWorkDetailsFailed }),
      );
      if (fresh) navigate(target.path, { state: { item: fresh } });
      else navigate(campaignPath(item));
    } catch {
      navigate(campaignPath(item));
    } finally {
      setViewingId(null);
    }
  }

  if (list.isError) return <WorkListError list={list} />;
  const title = type.title;
  const count = shown.length;
  return (
    <ListCard
      heading={t`${title} Details (${count} items)`}
      loading={list.isPending}
      filters={
        items.length > 0 ? <WorkFilterBar value={filters} onChange={setFilters} options={options} /> : null
      }
    >
      {shown.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={items.length === 0 ? t`No ${title} found.` : WORK_TEXT.noFilterMatch}
          action={
            filtered ? (
              <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                <Trans>Clear Filters</Trans>
              </Button>
            ) : null
          }
        />
      ) : (
        <WorkTable items={shown} kind="work" onView={(i) => void view(i)} viewingId={viewingId} />
      )}
    </ListCard>
  );
}
