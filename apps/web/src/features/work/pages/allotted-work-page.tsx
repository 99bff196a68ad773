import { useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useNavigate } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkList } from '../api/list-work';
import { ListCard } from '../components/list-card';
import { WorkListError } from '../components/page-states';
import { WorkTable } from '../components/work-table';
import { WORK_TEXT } from '../lib/messages';
import { campaignPath } from '../lib/view-route';

/** /work/allotted-work and /allotted-work: accepted work, each opening its campaign (doc 001 §2). */
export default function AllottedWorkPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Work Table`, back: '/work', breadcrumb: [{ label: t`Work`, to: '/work' }] });
  const navigate = useNavigate();
  const list = useWorkList('accepted', WORK_TEXT.fetchAllottedFailed);
  if (list.isError) return <WorkListError list={list} />;
  const items = list.data ?? [];
  const count = items.length;
  return (
    <ListCard heading={t`Allotted Work Details (${count} items)`} loading={list.isPending}>
      {items.length === 0 ? (
        <EmptyState icon={ClipboardList} title={WORK_TEXT.noAllotted} />
      ) : (
        <WorkTable items={items} kind="allotted" onView={(i) => navigate(campaignPath(i))} />
      )}
    </ListCard>
  );
}
