import type { WorkItem } from '@ih/contract/work';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { autoApprovalWords } from '@/components/payout-text';
import { Button } from '@/components/ui/button';
import { StatusBadge, useStatusLabel } from '@/components/ui/status-badge';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { MediaAssetsCard, ReferencesCard } from '../components/media-assets';
import { DetailLoading, NotFoundView } from '../components/page-states';
import { PendingDeliverables } from '../components/pending-deliverables';
import { ReviewTimeline } from '../components/review-timeline';
import { InfoList, Section } from '../components/section';
import { SubmittedFiles } from '../components/submitted-files';
import { feeLines } from '../lib/fee';
import { filesFor, groupFiles } from '../lib/files';
import { budgetLabel } from '../lib/list-filters';
import { WORK_DEFAULTS, WORK_TEXT } from '../lib/messages';

/** /work/pending-review/{taskId}: read-only view of work the brand team is reviewing (doc 001 §2). */
export default function PendingReviewPage() {
  const { t } = useLingui();
  const statusLabel = useStatusLabel();
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const carried = (useLocation().state as { item?: WorkItem } | null)?.item;
  const work = useWorkItem(taskId, {
    fallbackMessage: WORK_TEXT.fetchWorkDetailsFailed,
    // The list carries the item it loaded; opened directly, the page loads it by taskId.
    initialData: carried && (carried.taskId === taskId || carried._id === taskId) ? carried : undefined,
  });
  const item = work.data ?? null;
  const eventName = item?.campaign.basic_info.event_name;
  usePageMeta({
    title: eventName ? t`Pending Review - ${eventName}` : t`Pending Review`,
    back: '/work/submitted-work',
    breadcrumb: [
      { label: t`Work`, to: '/work' },
      { label: t`Pending Review`, to: '/work/submitted-work' },
    ],
  });
  // A failed load opens the campaign instead (doc 001 §2); the taskId is the campaign's id.
  useEffect(() => {
    if (work.isError) navigate(`/campaigns/${taskId}`, { replace: true });
  }, [work.isError, navigate, taskId]);

  if (!taskId) return <NotFoundView title={WORK_TEXT.taskIdRequired} backLabel={t`Go Back`} backTo={-1} />;
  if (work.isPending || work.isError) return <DetailLoading />;
  if (!item) return <NotFoundView title={WORK_TEXT.noPendingReview} backLabel={t`Go Back`} backTo={-1} />;
  const c = item.campaign;
  const platforms = c.basic_info.platform;
  const payment = statusLabel(item.paymentStatus || WORK_DEFAULTS.paymentStatus);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm text-gray-700">
            {c.basic_info.brand_id.brand_name} · {c.campaign_id}
          </p>
          <StatusBadge status={item.status} />
        </div>
        <Button disabled variant="secondary">
          <Clock aria-hidden />
          <Trans>Under Review</Trans>
        </Button>
      </div>
      {item.autoDecisionAt ? (
        <p className="flex items-center gap-2 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          <CalendarCheck aria-hidden className="size-4 shrink-0" />
          {autoApprovalWords(item.autoDecisionAt)}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <Section id="submitted-files" title={t`Submitted Work Files`}>
            <SubmittedFiles groups={groupFiles(item.task_details, c)} mode="links" />
          </Section>
          <Section id="application" title={t`Application Details`}>
            <InfoList
              items={[
                { label: t`Application Date`, value: formatDayMonthYear(item.applyDate) },
                { label: t`Submission Date`, value: formatDayMonthYear(item.submissionDate) },
                { label: t`Status`, value: <StatusBadge status={item.status} /> },
                { label: t`Payment Status`, value: payment },
              ]}
            />
          </Section>
          <Section id="brief" title={t`Campaign Brief`}>
            <InfoList
              items={[
                { label: t`Objective`, value: c.campaign_brief.objective, wide: true },
                { label: t`Platform`, value: platforms.map((p) => p.platform_name).join(', ') },
                {
                  label: t`Campaign Type`,
                  value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType,
                },
                { label: t`Key Message`, value: c.campaign_brief.key_message, wide: true },
                { label: t`Description`, value: c.campaign_brief.description, wide: true },
              ]}
            />
          </Section>
          <PendingDeliverables
            deliverables={c.deliverables}
            platforms={platforms}
            filesOf={(p, d) => filesFor(item.task_details, p, d)}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <ReviewTimeline />
          <MessagesCard scope="creator" applicationId={item._id} />
          <Section id="budget" title={t`Budget Details`}>
            <InfoList
              columns={1}
              items={[
                { label: t`Budget Type`, value: budgetLabel(c.budget.budget_type) },
                { label: t`Expected Range`, value: c.budget.excepted_price_range },
                ...feeLines(item),
                { label: t`Payment Status`, value: payment },
              ]}
            />
          </Section>
          <MediaAssetsCard media={c.mediaAssets} title={t`Campaign Assets`} />
          <ReferencesCard references={c.basic_info.reference} />
          <Section id="timeline" title={t`Timeline`}>
            <InfoList
              columns={1}
              items={[
                { label: t`Campaign Start`, value: formatDayMonthYear(c.campaign_brief.start_date) },
                { label: t`Campaign End`, value: formatDayMonthYear(c.campaign_brief.end_date) },
                { label: t`Submission Deadline`, value: formatDayMonthYear(c.submissionDeadline) },
                { label: t`Event Date`, value: formatDayMonthYear(c.basic_info.event_date) },
              ]}
            />
          </Section>
        </div>
      </div>
    </div>
  );
}
