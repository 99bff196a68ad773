import type { AdminApplicationDetail } from '@ih/contract/admin-applications';
import { BUDGET_TYPE_LABELS } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { DetailState } from '../shared/detail-state';
import { AgreementPanel } from './agreement-panel';
import { applicationQuery } from './api';
import { FollowerSummary } from './creator-cell';
import { HistoryTimeline } from './history-timeline';
import { TransitionActions } from './transition-actions';

const ReadingsCard = lazy(() =>
  import('../results/readings-card').then((m) => ({ default: m.ReadingsCard })),
);

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-gray-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children || '-'}</dd>
    </div>
  );
}

function Summary({ d }: { d: AdminApplicationDetail }) {
  const a = d.application;
  const hasWork = d.work_versions.length > 0 || d.post_submissions.length > 0;
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold text-gray-900">{a.campaign.event_name}</h2>
        <StatusBadge status={a.status} />
        {a.status === 'final posted' ? (
          <Badge tone={a.paymentStatus === 'paid' ? 'green' : 'yellow'}>
            {a.paymentStatus === 'paid' ? 'Paid' : 'Payment pending'}
          </Badge>
        ) : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Item label="Application">{a.applicationId}</Item>
        <Item label="Applied">{formatDayMonthYear(a.applyDate)}</Item>
        <Item label="Quote">
          {a.quote_asking_amount > 0 ? formatRupees(a.quote_asking_amount) : 'No quote'}
        </Item>
        <Item label="Final amount">{a.final_amount ? formatRupees(a.final_amount) : 'Not agreed yet'}</Item>
      </dl>
      {a.note ? (
        <div>
          <h3 className="text-xs font-medium tracking-wide text-gray-600 uppercase">Creator's note</h3>
          <p className="mt-1 text-sm whitespace-pre-line text-gray-900">{a.note}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <TransitionActions application={a} />
        {hasWork ? (
          <Button asChild variant="outline">
            <Link to={`/admin/reviews/${a._id}`}>
              <FileSearch aria-hidden />
              Open the submitted work
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}

function Creator({ d }: { d: AdminApplicationDetail }) {
  const c = d.influencer;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Creator</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-center gap-3">
          <Avatar name={c.name} className="size-11" />
          <div className="min-w-0">
            <Link to={`/admin/creators/${c._id}`} className="font-medium text-brand-700 hover:underline">
              {c.name}
            </Link>
            <p className="text-sm text-gray-700">
              <EmailAddress value={c.email} /> · {c.mobile_number}
            </p>
          </div>
        </div>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Location">{[c.city, c.state].filter(Boolean).join(', ')}</Item>
          <Item label="Niche">{c.niche.join(', ')}</Item>
        </dl>
        <FollowerSummary followers={c.social_platform} />
        {c.description ? <p className="text-sm whitespace-pre-line text-gray-800">{c.description}</p> : null}
        {c.portfolio_link ? (
          <a
            href={c.portfolio_link}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm break-all text-brand-700 hover:underline"
          >
            Portfolio <ExternalLink aria-hidden className="size-3.5" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Campaign({ d }: { d: AdminApplicationDetail }) {
  const c = d.campaign;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaign</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item label="Title">{c.campaign_brief.campaign_title}</Item>
          <Item label="Brand">{c.basic_info.brand_id.brand_name}</Item>
          <Item label="Code">
            <Link
              to={`/admin/applications?taskId=${c._id}&status=all`}
              className="text-brand-700 hover:underline"
            >
              {c.campaign_id}
            </Link>
          </Item>
          <Item label="Budget">
            {BUDGET_TYPE_LABELS[d.application.campaign.budget_type]}
            {d.application.campaign.fixed_price
              ? `, ${formatRupees(d.application.campaign.fixed_price)}`
              : ''}
          </Item>
          <Item label="Deadline">{formatDayMonthYear(c.submissionDeadline)}</Item>
          <Item label="Deliverables">
            {c.deliverables.map((x) => x.deliverableType.content_type).join(', ')}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}

/** /admin/applications/:id: the creator, the campaign, the history and the moves allowed now. */
export default function ApplicationDetailPage() {
  const { id = '' } = useParams();
  const query = useQuery(applicationQuery(id));
  const d = query.data?.data;
  const title = d ? `${d.influencer.name}: ${d.application.campaign.event_name}` : 'Application';
  usePageMeta({
    title,
    back: '/admin/applications',
    breadcrumb: [
      { label: 'Applications', to: '/admin/applications' },
      { label: d?.application.applicationId ?? 'Application' },
    ],
  });

  return (
    <DetailState
      query={query}
      notFoundTitle="Application not found"
      failedTitle="Could not load the application"
    >
      {({ data: detail }) => (
        <div className="flex flex-col gap-4">
          <Summary d={detail} />
          <div className="grid gap-4 xl:grid-cols-2">
            <Creator d={detail} />
            <Campaign d={detail} />
          </div>
          {detail.application.status === 'final posted' && (
            <Suspense fallback={null}>
              <ReadingsCard applicationId={detail.application._id} />
            </Suspense>
          )}
          <AgreementPanel applicationId={detail.application._id} campaign={detail.campaign} />
          <HistoryTimeline history={detail.history} />
          <MessagesCard scope="staff" applicationId={detail.application._id} />
        </div>
      )}
    </DetailState>
  );
}
