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

const BACK = '/work/final-submission-work';
const BACK_LABEL = 'Back to Work List';

/** /work/completed-details/{id}: work in final submission, with its posts (doc 001 §2). */
export default function CompletedDetailsPage() {
  const { workId = '' } = useParams();
  usePageMeta({
    title: 'Completed Work',
    back: BACK,
    breadcrumb: [
      { label: 'Work', to: '/work' },
      { label: 'Final submission Work', to: BACK },
    ],
  });
  const work = useWorkItem(workId, {
    status: 'final submission',
    fallbackMessage: WORK_TEXT.fetchCompletedFailed,
  });
  if (!workId) return <NotFoundView title={WORK_TEXT.workIdRequired} backLabel={BACK_LABEL} backTo={BACK} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={BACK_LABEL} backTo={BACK} />;
  const item = work.data;
  if (!item) return <NotFoundView title={WORK_TEXT.completedNotFound} backLabel={BACK_LABEL} backTo={BACK} />;
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
          {
            label: 'Submitted On',
            value: formatDayMonthYear(item.finalSubmissionDate, WORK_TEXT.notAvailable),
          },
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <BriefCard
            brief={c.campaign_brief}
            fields={['objective', 'key_message', 'plan', 'visual_content']}
            labels={{ key_message: 'Key Messaging & Theme' }}
          />
          <PostedDeliverables item={item} title="Deliverables" />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <CostCard campaign={c} />
          <MediaAssetsCard media={c.mediaAssets} />
          <TermsCard terms={c.terms_conditions} />
          <Button variant="outline" asChild>
            <Link to={BACK}>
              <ArrowLeft aria-hidden />
              {BACK_LABEL}
            </Link>
          </Button>
        </div>
      </div>
    </div>
  );
}
