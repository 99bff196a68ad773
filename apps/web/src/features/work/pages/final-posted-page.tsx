import { istDay } from '@ih/contract/payout-terms';
import { useLingui } from '@lingui/react/macro';
import { payoutWords } from '@/components/payout-text';
import { formatDayMonthYear } from '@/lib/format';
import { PostedWorkDetails } from '../components/posted-work-details';
import { WORK_TEXT } from '../lib/messages';

/** /work/final-posted/{taskId}: work whose posts are live (doc 001 §2). Payments link here too. */
export default function FinalPostedPage() {
  const { t } = useLingui();
  const NA = WORK_TEXT.notAvailable;
  return (
    <PostedWorkDetails
      title={t`Final Posted Work`}
      back="/work/final-posted-work"
      backCrumb={t`Completed Work`}
      status="final posted"
      fallbackMessage={WORK_TEXT.fetchWorkDetailsFailed}
      notFoundTitle={WORK_TEXT.workNotFound}
      failedBack={{ label: t`Go Back`, to: -1 }}
      facts={(item) => [
        { label: t`Event Date`, value: formatDayMonthYear(item.campaign.basic_info.event_date, NA) },
        { label: t`Final Posted`, value: formatDayMonthYear(item.completionDate, NA) },
        {
          label: t`Payment`,
          value:
            payoutWords(item.payoutDueDate, item.payoutState, istDay(new Date()), item.payoutStatus) ?? NA,
        },
        { label: t`Submitted`, value: formatDayMonthYear(item.submissionDate, NA) },
      ]}
      brief={{
        fields: ['objective', 'key_message', 'content_plan', 'visual_content'],
        labels: { key_message: t`Key Message & Theme` },
      }}
      deliverablesTitle={t`Final Posted Deliverables`}
      termsIn="main"
    />
  );
}
