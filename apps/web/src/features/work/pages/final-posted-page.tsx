import { describePayout, istDay } from '@ih/contract/payout-terms';
import { formatDayMonthYear } from '@/lib/format';
import { PostedWorkDetails } from '../components/posted-work-details';
import { WORK_TEXT } from '../lib/messages';

const NA = WORK_TEXT.notAvailable;

/** /work/final-posted/{taskId}: work whose posts are live (doc 001 §2). Payments link here too. */
export default function FinalPostedPage() {
  return (
    <PostedWorkDetails
      title="Final Posted Work"
      back="/work/final-posted-work"
      backCrumb="Completed Work"
      status="final posted"
      fallbackMessage={WORK_TEXT.fetchWorkDetailsFailed}
      notFoundTitle={WORK_TEXT.workNotFound}
      failedBack={{ label: 'Go Back', to: -1 }}
      facts={(item) => [
        { label: 'Event Date', value: formatDayMonthYear(item.campaign.basic_info.event_date, NA) },
        { label: 'Final Posted', value: formatDayMonthYear(item.completionDate, NA) },
        {
          label: 'Payment',
          value:
            describePayout(item.payoutDueDate, item.payoutState, istDay(new Date()), item.payoutStatus) ?? NA,
        },
        { label: 'Submitted', value: formatDayMonthYear(item.submissionDate, NA) },
      ]}
      brief={{
        fields: ['objective', 'key_message', 'content_plan', 'visual_content'],
        labels: { key_message: 'Key Message & Theme' },
      }}
      deliverablesTitle="Final Posted Deliverables"
      termsIn="main"
    />
  );
}
