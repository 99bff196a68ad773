import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Info, RotateCcw } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { WorkHeaderCard } from '../components/campaign-cards';
import { CampaignDetailsDialog } from '../components/campaign-details-dialog';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { PlatformsCard, RequirementsCard } from '../components/requirements-cards';
import { ReviewHistory } from '../components/review-history';
import { Section } from '../components/section';
import { SubmittedFiles } from '../components/submitted-files';
import { feeLines } from '../lib/fee';
import { groupFiles } from '../lib/files';
import { WORK_TEXT } from '../lib/messages';
import { uploadPath } from '../lib/view-route';

const BACK = '/work/rework';

/** /work/rework-details/{id} and /work/rework/{id}: the brand team's feedback and what to redo (doc 001 §2). */
// The pinned comments load just after the page (design §7).
const ReviewComments = lazy(() => import('../components/review-comments'));

export default function ReworkDetailsPage() {
  const { t } = useLingui();
  const BACK_LABEL = t`Back to Rework List`;
  const { workId = '' } = useParams();
  usePageMeta({
    title: t`Rework Details`,
    back: BACK,
    breadcrumb: [
      { label: t`Work`, to: '/work' },
      { label: t`Re-Work`, to: BACK },
    ],
  });
  const [detailsOpen, setDetailsOpen] = useState(false);
  const work = useWorkItem(workId, { status: 'rework', fallbackMessage: WORK_TEXT.fetchReworkFailed });
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel={BACK_LABEL} backTo={BACK} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={BACK_LABEL} backTo={BACK} />;
  const item = work.data;
  if (!item) return <NotFoundView title={WORK_TEXT.reworkNotFound} backLabel={BACK_LABEL} backTo={BACK} />;
  const c = item.campaign;
  const groups = groupFiles(item.task_details, c);
  return (
    <div className="flex flex-col gap-4">
      <WorkHeaderCard
        title={c.basic_info.event_name}
        badge={
          <Badge tone="orange">
            <Trans>Rework Required</Trans>
          </Badge>
        }
        actions={
          <Button variant="outline" onClick={() => setDetailsOpen(true)}>
            <Info aria-hidden />
            <Trans>View Details</Trans>
          </Button>
        }
        facts={[
          { label: t`Campaign ID`, value: c.campaign_id },
          { label: t`Brand Name`, value: c.basic_info.brand_id.brand_name },
          { label: t`Event Date`, value: formatDayMonthYear(c.basic_info.event_date) },
          { label: t`Application ID`, value: item.applicationId },
          ...feeLines(item),
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Section id="feedback" title={t`Brand Team Feedback`}>
            <div className="flex flex-col gap-3">
              <p className="rounded-lg border border-orange-200 bg-orange-50 p-4 text-sm whitespace-pre-line text-orange-950">
                {item.reworkReason?.trim() || WORK_TEXT.noFeedback}
              </p>
              <dl className="grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-gray-600">
                    <Trans>Rework requested</Trans>
                  </dt>
                  <dd className="font-medium text-gray-900">{formatDateTime(item.reworkDate)}</dd>
                </div>
                <div>
                  <dt className="text-gray-600">
                    <Trans>Original submission</Trans>
                  </dt>
                  <dd className="font-medium text-gray-900">{formatDateTime(item.submissionDate)}</dd>
                </div>
              </dl>
            </div>
          </Section>
          <Section id="previous-files" title={t`Previously Submitted Files`}>
            <SubmittedFiles groups={groups} mode="actions" />
          </Section>
          <Suspense fallback={null}>
            <ReviewComments item={item} />
          </Suspense>
          <ReviewHistory item={item} />
          <MessagesCard scope="creator" applicationId={item._id} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section id="quick-actions" title={t`Quick Actions`}>
            <div className="flex flex-col gap-2">
              <Button asChild>
                <Link to={uploadPath(item._id)}>
                  <RotateCcw aria-hidden />
                  <Trans>Resubmit Work</Trans>
                </Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to={BACK}>
                  <ArrowLeft aria-hidden />
                  <Trans>Back to List</Trans>
                </Link>
              </Button>
            </div>
          </Section>
          <RequirementsCard deliverables={c.deliverables} />
          <PlatformsCard platforms={c.basic_info.platform} />
        </div>
      </div>
      <CampaignDetailsDialog campaign={c} open={detailsOpen} onOpenChange={setDetailsOpen} />
    </div>
  );
}
