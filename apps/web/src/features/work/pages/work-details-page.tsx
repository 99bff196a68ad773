import { creatorAgreementPath } from '@ih/contract/links';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileSignature, Upload } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Button } from '@/components/ui/button';
import { formatDdMmYyyy, formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { AgreementBanner, useWorkAgreement } from '../components/agreement-banner';
import { BriefCard, TermsCard, WorkHeaderCard } from '../components/campaign-cards';
import { MediaAssetsCard, ReferencesCard } from '../components/media-assets';
import { DetailLoading, ErrorView, NotFoundView } from '../components/page-states';
import { PostingSchedule } from '../components/posting-schedule';
import { InfoList, Section } from '../components/section';
import { feeLines } from '../lib/fee';
import { budgetLabel } from '../lib/list-filters';
import { WORK_TEXT } from '../lib/messages';
import { uploadPath } from '../lib/view-route';

/** A work item's campaign before it loads: no terms, so no agreement is asked for. */
const NO_TERMS = {} as Parameters<typeof useWorkAgreement>[1];

/** /work/details/{taskId}: allotted (accepted) work, read before uploading (doc 001 §2). */
export default function WorkDetailsPage() {
  const { t } = useLingui();
  const { workId = '' } = useParams();
  usePageMeta({
    title: t`Work Details`,
    back: -1,
    breadcrumb: [
      { label: t`Work`, to: '/work' },
      { label: t`Allotted Work`, to: '/work/allotted-work' },
    ],
  });
  const work = useWorkItem(workId, { fallbackMessage: WORK_TEXT.fetchWorkDetailsFailed });
  const signing = useWorkAgreement(work.data?._id ?? '', work.data?.campaign ?? NO_TERMS);
  if (!workId) return <NotFoundView title={WORK_TEXT.taskIdRequired} backLabel={t`Go Back`} backTo={-1} />;
  if (work.isPending) return <DetailLoading />;
  if (work.isError) return <ErrorView message={work.error.message} backLabel={t`Go Back`} backTo={-1} />;
  const item = work.data;
  if (!item) return <NotFoundView title={WORK_TEXT.workNotFound} backLabel={t`Go Back`} backTo={-1} />;
  const c = item.campaign;
  // Where the campaign requires signing, the work page leads to the agreement instead of the upload.
  const upload = signing.blocksUpload ? (
    <Button asChild>
      <Link to={creatorAgreementPath(item._id)}>
        <FileSignature aria-hidden />
        <Trans>Sign the agreement first</Trans>
      </Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to={uploadPath(workId)}>
        <Upload aria-hidden />
        <Trans>Upload Your Work</Trans>
      </Link>
    </Button>
  );
  return (
    <div className="flex flex-col gap-4">
      <AgreementBanner applicationId={item._id} agreement={signing.agreement} />
      <WorkHeaderCard
        title={c.basic_info.event_name}
        status={item.status}
        actions={upload}
        facts={[
          { label: t`Brand`, value: c.basic_info.brand_id.brand_name },
          { label: t`Campaign ID`, value: c.campaign_id },
          { label: t`Event Date`, value: formatDdMmYyyy(c.basic_info.event_date) },
          { label: t`Submission Deadline`, value: formatDdMmYyyy(c.submissionDeadline) },
          { label: t`Location`, value: c.basic_info.location || WORK_TEXT.notAvailable },
          { label: t`Language`, value: c.influencers.language?.name || WORK_TEXT.notAvailable },
          { label: t`Campaign Type`, value: c.campaign_brief.campaign_type },
          { label: t`Applied On`, value: formatDdMmYyyy(item.applyDate) },
          ...feeLines(item),
        ]}
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-4 lg:col-span-2">
          <BriefCard
            brief={c.campaign_brief}
            fields={['objective', 'key_message', 'plan', 'content_plan', 'visual_content', 'description']}
          />
          <TermsCard campaign={c} twoColumns />
          <Section id="schedule" title={t`Posting Schedule`}>
            {c.deliverables.length === 0 ? (
              <p className="text-sm text-gray-600">
                <Trans>No deliverables specified</Trans>
              </p>
            ) : (
              <PostingSchedule deliverables={c.deliverables} />
            )}
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section id="cost" title={t`Cost`}>
            <InfoList
              columns={1}
              items={[
                { label: t`Campaign Budget Type`, value: budgetLabel(c.budget.budget_type) },
                { label: t`Expected Price Range`, value: c.budget.excepted_price_range },
                {
                  label: t`Your Quote`,
                  value: item.quote_asking_amount ? formatRupees(item.quote_asking_amount) : '-',
                },
                {
                  label: t`Final Amount`,
                  value: item.final_amount !== null ? formatRupees(item.final_amount) : '-',
                },
              ]}
            />
          </Section>
          <MediaAssetsCard media={c.mediaAssets} />
          <MessagesCard scope="creator" applicationId={item._id} />
          <ReferencesCard references={c.basic_info.reference} />
          <div className="flex">{upload}</div>
        </div>
      </div>
    </div>
  );
}
