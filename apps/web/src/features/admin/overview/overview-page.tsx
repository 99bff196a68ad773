import type { ApplicationStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { BadgeIndianRupee, ClipboardCheck, FileCheck2, type LucideIcon, Send } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { applicationsQuery } from '../applications/api';
import { owedQuery } from '../payouts/api';

interface TileProps {
  label: string;
  to: string;
  icon: LucideIcon;
  value: string | undefined;
  hint: string;
  failed: boolean;
  onRetry: () => void;
}

function Tile({ label, to, icon: Icon, value, hint, failed, onRetry }: TileProps) {
  return (
    <Card className="relative flex flex-col gap-3 p-5 focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300">
      <div className="flex items-center justify-between">
        <Link
          to={to}
          className="text-sm font-medium text-gray-700 after:absolute after:inset-0 focus-visible:outline-none"
        >
          {label}
        </Link>
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden className="size-5" />
        </span>
      </div>
      {failed ? (
        <button
          type="button"
          onClick={onRetry}
          className="relative z-10 w-fit text-sm font-medium text-red-700 underline"
        >
          Could not load. Try again
        </button>
      ) : value === undefined ? (
        <Skeleton className="h-8 w-20" />
      ) : (
        <p className="text-2xl font-semibold text-gray-900">{value}</p>
      )}
      <p className="text-xs text-gray-600">{hint}</p>
    </Card>
  );
}

/** How many are waiting: the list's pagination total with a one-row page. */
function useWaiting(status: ApplicationStatus) {
  const q = useQuery(applicationsQuery({ status, page: 1, limit: 1 }));
  return {
    value: q.data ? String(q.data.pagination.total) : undefined,
    failed: q.isError,
    retry: () => q.refetch(),
  };
}

/** /admin: the queues that need someone, each linking to where the work is done. */
export default function OverviewPage() {
  usePageMeta({ title: 'Overview' });
  const pending = useWaiting('pending');
  const review = useWaiting('pending review');
  const posts = useWaiting('final submission');
  const owed = useQuery(owedQuery());
  const owedTotal = owed.data?.data.reduce((sum, e) => sum + e.amountOwed, 0);
  const owedCreators = owed.data?.data.length ?? 0;

  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-base font-semibold text-gray-900">Waiting for you</h2>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Tile
          label="Pending applications"
          to="/admin/applications"
          icon={ClipboardCheck}
          value={pending.value}
          hint="Accept or decline"
          failed={pending.failed}
          onRetry={pending.retry}
        />
        <Tile
          label="Work to review"
          to="/admin/reviews"
          icon={FileCheck2}
          value={review.value}
          hint="Approve or ask for rework"
          failed={review.failed}
          onRetry={review.retry}
        />
        <Tile
          label="Posts to confirm"
          to="/admin/reviews?tab=posts"
          icon={Send}
          value={posts.value}
          hint="Check the links are live"
          failed={posts.failed}
          onRetry={posts.retry}
        />
        <Tile
          label="Amount owed"
          to="/admin/payouts"
          icon={BadgeIndianRupee}
          value={owedTotal === undefined ? undefined : formatRupees(owedTotal)}
          hint={
            owed.data
              ? `${owedCreators} ${owedCreators === 1 ? 'creator' : 'creators'} to pay`
              : 'Final posted, unpaid'
          }
          failed={owed.isError}
          onRetry={() => owed.refetch()}
        />
      </div>
    </div>
  );
}
