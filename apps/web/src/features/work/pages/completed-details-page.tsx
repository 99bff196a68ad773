import { useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { BriefCard, TermsCard, WorkHeaderCard } from '../components/campaign-cards';
import { campaignFacts } from '../components/campaign-facts';
import { CostCard } from '../components/cost-card';
import { MediaAssetsCard } from '../components/media-assets';
import { BackToList, DetailColumns, WorkItemStates } from '../components/page-states';
import { PostedDeliverables } from '../components/posted-deliverables';
import { feeLines } from '../lib/fee';
import { WORK_TEXT } from '../lib/messages';

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
  return (
    <WorkItemStates
      workId={workId}
      work={work}
      notFoundTitle={WORK_TEXT.completedNotFound}
      backLabel={BACK_LABEL}
      backTo={BACK}
    >
      {(item) => (
        <div className="flex flex-col gap-4">
          <WorkHeaderCard
            title={item.campaign.basic_info.event_name}
            status={item.status}
            facts={[
              ...campaignFacts(item.campaign),
              {
                label: 'Submitted On',
                value: formatDayMonthYear(item.finalSubmissionDate, WORK_TEXT.notAvailable),
              },
              ...feeLines(item),
            ]}
          />
          <DetailColumns
            main={
              <>
                <BriefCard
                  brief={item.campaign.campaign_brief}
                  fields={['objective', 'key_message', 'plan', 'visual_content']}
                  labels={{ key_message: 'Key Messaging & Theme' }}
                />
                <PostedDeliverables item={item} title="Deliverables" />
              </>
            }
            side={
              <>
                <CostCard item={item} />
                <MediaAssetsCard media={item.campaign.mediaAssets} />
                <MessagesCard scope="creator" applicationId={item._id} />
                <TermsCard campaign={item.campaign} />
                <BackToList to={BACK} label={BACK_LABEL} />
              </>
            }
          />
        </div>
      )}
    </WorkItemStates>
  );
}
