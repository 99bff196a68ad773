import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { useQuery } from '@tanstack/react-query';
import { FileCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { cn } from '@/lib/cn';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useListParams } from '@/lib/use-list-params';
import { applicationsQuery } from '../applications/api';
import { CreatorCell } from '../applications/creator-cell';
import { ListState } from '../shared/list-state';

const TABS = {
  work: { label: 'Work to review', status: 'pending review', empty: 'No work waiting for review' },
  posts: { label: 'Posts to confirm', status: 'final submission', empty: 'No posts waiting to be confirmed' },
} as const;
type Tab = keyof typeof TABS;

const submittedOn = (a: AdminApplicationListItem, tab: Tab) =>
  formatDayMonthYear(tab === 'posts' ? a.finalSubmissionDate : a.submissionDate);

function ReviewLink({
  a,
  action,
  className,
}: {
  a: AdminApplicationListItem;
  action: string;
  className?: string;
}) {
  return (
    <Button asChild size="sm" className={className}>
      <Link
        to={`/admin/reviews/${a._id}`}
        aria-label={`${action}: ${a.influencer.name}, ${a.campaign.event_name}`}
      >
        {action}
      </Link>
    </Button>
  );
}

/** /admin/reviews: work waiting for a decision, and (second tab) posts waiting to be confirmed live. */
export default function ReviewsPage() {
  usePageMeta({ title: 'Reviews' });
  const { params, page, setPage } = useListParams();
  const tab: Tab = params.get('tab') === 'posts' ? 'posts' : 'work';
  const query = useQuery(applicationsQuery({ status: TABS[tab].status, page }));
  const action = tab === 'posts' ? 'Check posts' : 'Review';

  return (
    <div className="flex flex-col gap-4">
      <nav
        aria-label="Review queues"
        className="flex gap-1 rounded-lg border border-border bg-white p-1 sm:w-fit"
      >
        {(Object.keys(TABS) as Tab[]).map((t) => (
          <Link
            key={t}
            to={t === 'posts' ? '?tab=posts' : '?'}
            aria-current={t === tab ? 'page' : undefined}
            className={cn(
              'flex-1 rounded-md px-4 py-2 text-center text-sm font-medium sm:flex-none',
              t === tab ? 'bg-brand-700 text-white' : 'text-gray-700 hover:bg-gray-100',
            )}
          >
            {TABS[t].label}
          </Link>
        ))}
      </nav>

      <ListState
        query={query}
        count={(n) => `${n} waiting`}
        skeletonRows={5}
        pagesLabel="Review pages"
        // Each page of a queue is its own history entry.
        onPageChange={(p) => setPage(p, { replace: false })}
        empty={<EmptyState icon={FileCheck2} title={TABS[tab].empty} description="You are all caught up." />}
      >
        {(rows) => (
          <DataTable
            framed
            caption={TABS[tab].label}
            rows={rows}
            columns={[
              {
                name: 'Creator',
                card: 'title',
                className: 'max-w-64 align-top',
                cell: (a) => <CreatorCell influencer={a.influencer} />,
              },
              {
                name: 'Campaign',
                className: 'align-top',
                cell: (a) => (
                  <>
                    <p className="font-medium text-gray-900">{a.campaign.event_name}</p>
                    <p className="text-xs text-gray-600">
                      {a.campaign.brand.name} · {a.applicationId}
                      {a.reworkDate ? ' · resubmitted after rework' : ''}
                    </p>
                  </>
                ),
                cardValue: (a) => a.campaign.event_name,
              },
              {
                name: 'Amount',
                className: 'whitespace-nowrap align-top',
                cell: (a) => formatRupees(a.final_amount),
              },
              {
                name: 'Submitted',
                className: 'whitespace-nowrap align-top',
                cell: (a) => submittedOn(a, tab),
              },
              {
                name: 'Actions',
                head: <span className="sr-only">Actions</span>,
                card: 'footer',
                className: 'text-right align-top',
                cell: (a) => <ReviewLink a={a} action={action} />,
                cardValue: (a) => <ReviewLink a={a} action={action} className="w-full" />,
              },
            ]}
          />
        )}
      </ListState>
    </div>
  );
}
