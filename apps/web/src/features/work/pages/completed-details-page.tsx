import { useLingui } from '@lingui/react/macro';
import { formatDayMonthYear } from '@/lib/format';
import { PostedWorkDetails } from '../components/posted-work-details';
import { WORK_TEXT } from '../lib/messages';

/** /work/completed-details/{id}: work in final submission, with its posts (doc 001 §2). */
export default function CompletedDetailsPage() {
  const { t } = useLingui();
  return (
    <PostedWorkDetails
      title={t`Completed Work`}
      back="/work/final-submission-work"
      backCrumb={t`Final submission Work`}
      status="final submission"
      fallbackMessage={WORK_TEXT.fetchCompletedFailed}
      notFoundTitle={WORK_TEXT.completedNotFound}
      failedBack={{ label: t`Back to Work List`, to: '/work/final-submission-work' }}
      facts={(item) => [
        {
          label: t`Submitted On`,
          value: formatDayMonthYear(item.finalSubmissionDate, WORK_TEXT.notAvailable),
        },
      ]}
      brief={{
        fields: ['objective', 'key_message', 'plan', 'visual_content'],
        labels: { key_message: t`Key Messaging & Theme` },
      }}
      deliverablesTitle={t`Deliverables`}
      termsIn="side"
    />
  );
}
