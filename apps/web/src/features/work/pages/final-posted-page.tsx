import { describePayout, istDay } from '@ih/contract/payout-terms';
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
  return (
    <WorkItemStates
      workId={workId}
      work={work}
      notFoundTitle={WORK_TEXT.workNotFound}
      backLabel="Go Back"
      backTo={-1}
    >
      {(item) => (
        <div className="flex flex-col gap-4">
          <WorkHeaderCard
            title={item.campaign.basic_info.event_name}
            status={item.status}
            facts={[
              ...campaignFacts(item.campaign),
              { label: 'Event Date', value: formatDayMonthYear(item.campaign.basic_info.event_date, NA) },
              { label: 'Final Posted', value: formatDayMonthYear(item.completionDate, NA) },
              {
                label: 'Payment',
                value: describePayout(item.payoutDueDate, item.payoutState, istDay(new Date())) ?? NA,
              },
              { label: 'Submitted', value: formatDayMonthYear(item.submissionDate, NA) },
              ...feeLines(item),
            ]}
          />
          <DetailColumns
            main={
              <>
                <BriefCard
                  brief={item.campaign.campaign_brief}
                  fields={['objective', 'key_message', 'content_plan', 'visual_content']}
                  labels={{ key_message: 'Key Message & Theme' }}
                />
                <PostedDeliverables item={item} title="Final Posted Deliverables" />
                <TermsCard campaign={item.campaign} />
              </>
            }
            side={
              <>
                <CostCard item={item} />
                <MediaAssetsCard media={item.campaign.mediaAssets} />
                <MessagesCard scope="creator" applicationId={item._id} />
                <BackToList to={BACK} label="Back to Work List" />
              </>
            }
          />
        </div>
      )}
    </WorkItemStates>
  );
}
