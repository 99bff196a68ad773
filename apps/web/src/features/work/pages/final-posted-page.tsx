import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { BriefCard, TermsCard, WorkHeaderCard } from '../components/campaign-cards';
import { CostCard } from '../components/cost-card';
import { MediaAssetsCard } from '../components/media-assets';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { PostedDeliverables } from '../components/posted-deliverables';
import { WORK_DEFAULTS, WORK_TEXT } from '../lib/messages';

const BACK = '/work/final-posted-work';
const NA = WORK_TEXT.notAvailable;

/** /work/final-posted/{taskId}: work whose posts are live (doc 001 §2). Payments link here too. */
export default function FinalPostedPage() {
  const { workId = '' } = useParams();
  usePageMeta({
    title: 'Final Posted Work',
    back: BACK,
    breadcrumb: [
      { label: 'Work', to: '/work' },
      { label: 'Completed Work', to: BACK },
    ],
  });
  const work = useWorkItem(workId, {
    status: 'final posted',
    fallbackMessage: WORK_TEXT.fetchWorkDetailsFailed,
  });
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel="Go Back" backTo={-1} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel="Go Back" backTo={-1} />;
  const item = work.data;
  if (!item) return <NotFoundView title={WORK_TEXT.workNotFound} backLabel="Go Back" backTo={-1} />;
  const c = item.campaign;
  return (
    <div className="flex flex-col gap-4">
      <WorkHeaderCard
        title={c.basic_info.event_name}
        status={item.status}
        facts={[
          { label: 'Brand', value: c.basic_info.brand_id.brand_name },
          { label: 'Campaign ID', value: c.campaign_id },
          { label: 'Campaign Type', value: c.campaign_brief.campaign_type || WORK_DEFAULTS.campaignType },
          { label: 'Event Date', value: formatDayMonthYear(c.basic_info.event_date, NA) },
          { label: 'Final Posted', value: formatDayMonthYear(item.completionDate, NA) },
          { label: 'Submitted', value: formatDayMonthYear(item.submissionDate, NA) },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <BriefCard
            brief={c.campaign_brief}
            fields={['objective', 'key_message', 'content_plan', 'visual_content']}
            labels={{ key_message: 'Key Message & Theme' }}
          />
          <PostedDeliverables item={item} title="Final Posted Deliverables" />
          <TermsCard terms={c.terms_conditions} />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CostCard campaign={c} />
          <MediaAssetsCard media={c.mediaAssets} />
          <Button variant="outline" asChild>
            <Link to={BACK}>
              <ArrowLeft aria-hidden />
              Back to Work List
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
