import type { AdminApplicationDetail } from '@ih/contract/admin-applications';
import { useQuery } from '@tanstack/react-query';
import { FileX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { applicationQuery } from '../applications/api';
import { CreatorCell } from '../applications/creator-cell';
import { HistoryTimeline } from '../applications/history-timeline';
import { TransitionActions } from '../applications/transition-actions';
import { DetailState } from '../shared/detail-state';
import { PostVersionView, WorkVersionView } from './work-version';

function Header({ d }: { d: AdminApplicationDetail }) {
  const a = d.application;
  return (
    <Card className="flex flex-col gap-4 p-5 lg:flex-row lg:items-start">
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-gray-900">{a.campaign.campaign_title}</h2>
          <StatusBadge status={a.status} />
        </div>
        <p className="text-sm text-gray-700">
          {a.campaign.brand.name} ·{' '}
          <Link to={`/admin/applications/${a._id}`} className="text-brand-700 underline">
            {a.applicationId}
          </Link>{' '}
          · {a.final_amount ? formatRupees(a.final_amount) : 'No amount'}
        </p>
        <CreatorCell influencer={a.influencer} />
        {a.reworkReason && (a.status === 'rework' || a.status === 'pending review') ? (
          // On a resubmission, what was asked for is what the new version is checked against.
          <p className="rounded-lg bg-orange-50 p-3 text-sm text-orange-900">
            <span className="font-medium">
              {a.status === 'rework' ? 'Rework asked' : 'Resubmitted after rework asked'}{' '}
              {formatDayMonthYear(a.reworkDate)}:
            </span>{' '}
            {a.reworkReason}
          </p>
        ) : null}
      </div>
      <TransitionActions
        application={a}
        only={['rework', 'approved', 'final posted']}
        className="lg:justify-end"
      />
    </Card>
  );
}

// The pinning tools load with the review, after the page's first chunk (design §7).
const PinComments = lazy(() => import('./pin-comments'));

function Work({ d }: { d: AdminApplicationDetail }) {
  const [latest, ...earlier] = d.work_versions;
  if (!latest)
    return (
      <Card>
        <EmptyState
          icon={FileX}
          title="No work submitted yet"
          description="The creator has not uploaded any work."
        />
      </Card>
    );
  return (
    <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
      <Card>
        <CardHeader>
          <CardTitle>Submitted work</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <WorkVersionView version={latest} latest />
          <Suspense fallback={<SkeletonRows rows={2} />}>
            <PinComments
              applicationId={d.application._id}
              files={latest.items.flatMap((i) => i.files)}
              version={latest.version}
              earlierFiles={earlier.flatMap((v) => v.items.flatMap((i) => i.files))}
            />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Earlier versions</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {earlier.length === 0 ? (
            <p className="text-sm text-gray-700">This is the first version.</p>
          ) : (
            earlier.map((v) => <WorkVersionView key={v._id} version={v} latest={false} compact />)
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Posts({ d }: { d: AdminApplicationDetail }) {
  const [latest, ...earlier] = d.post_submissions;
  if (!latest) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Post links and screenshots</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <PostVersionView version={latest} latest />
        {earlier.map((v) => (
          <PostVersionView key={v._id} version={v} latest={false} />
        ))}
      </CardContent>
    </Card>
  );
}

/** /admin/reviews/:id: the submitted work (and post details) beside earlier versions, and the decision. */
export default function ReviewPage() {
  const { id = '' } = useParams();
  const query = useQuery(applicationQuery(id));
  const d = query.data?.data;
  const posts = d?.application.status === 'final submission';
  const back = posts ? '/admin/reviews?tab=posts' : '/admin/reviews';
  usePageMeta({
    title: d ? `Review: ${d.application.campaign.event_name}` : 'Review',
    back,
    breadcrumb: [{ label: 'Reviews', to: back }, { label: d?.influencer.name ?? 'Review' }],
  });

  return (
    <DetailState query={query} notFoundTitle="Work not found" failedTitle="Could not load the work">
      {({ data: detail }) => (
        <div className="flex flex-col gap-4">
          <Header d={detail} />
          {/* For posts to confirm, the links come first: they are what is being decided on. */}
          {posts ? <Posts d={detail} /> : null}
          {posts ? (
            // The work itself was approved already: kept one click away so the posts stay in focus.
            <details className="rounded-card border border-border bg-white shadow-xs">
              <summary className="cursor-pointer p-5 text-base font-semibold text-gray-900">
                The approved work
              </summary>
              <div className="p-3 pt-0">
                <Work d={detail} />
              </div>
            </details>
          ) : (
            <Work d={detail} />
          )}
          {posts ? null : <Posts d={detail} />}
          <HistoryTimeline history={detail.history} />
          <MessagesCard scope="staff" applicationId={detail.application._id} />
        </div>
      )}
    </DetailState>
  );
}
