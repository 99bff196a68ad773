import type { ApplicationStatus } from '@ih/contract/enums';
import type { WorkItem } from '@ih/contract/work';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkItem } from '../api/get-work-item';
import { feeLines } from '../lib/fee';
import { AgreementBanner, useWorkAgreement } from './agreement-banner';
import { BriefCard, TermsCard, WorkHeaderCard } from './campaign-cards';
import { campaignFacts } from './campaign-facts';
import { CostCard } from './cost-card';
import { MediaAssetsCard } from './media-assets';
import { BackToList, DetailColumns, WorkItemStates } from './page-states';
import { PostedDeliverables } from './posted-deliverables';
import type { InfoItem } from './section';

// Results load with live work only, after the page: their form is not on the other work pages.
const ResultsCard = lazy(() => import('./results-card').then((m) => ({ default: m.ResultsCard })));

/**
 * The detail page of work whose posts are in (doc 001 §2): final submission and final posted. The
 * header with the campaign's facts, the page's own dates and the fee; the brief and the posts; cost,
 * media, messages, terms and the way back. Each page passes its texts, dates and where terms sit.
 */
export function PostedWorkDetails({
  title,
  back,
  backCrumb,
  status,
  fallbackMessage,
  notFoundTitle,
  failedBack,
  facts,
  brief,
  deliverablesTitle,
  termsIn,
}: {
  title: string;
  /** The work list the page belongs to: its breadcrumb, its back arrow and the link at the foot. */
  back: string;
  backCrumb: string;
  status: ApplicationStatus;
  fallbackMessage: string;
  notFoundTitle: string;
  /** The back button of the not-found and failure views. */
  failedBack: { label: string; to: string | -1 };
  /** The facts between the campaign's and the fee's. */
  facts: (item: WorkItem) => InfoItem[];
  brief: Pick<ComponentProps<typeof BriefCard>, 'fields' | 'labels'>;
  deliverablesTitle: string;
  /** Under the posts (final posted) or in the side column (final submission). */
  termsIn: 'main' | 'side';
}) {
  const { t } = useLingui();
  const { workId = '' } = useParams();
  usePageMeta({
    title,
    back,
    breadcrumb: [
      { label: t`Work`, to: '/work' },
      { label: backCrumb, to: back },
    ],
  });
  const work = useWorkItem(workId, { status, fallbackMessage });
  return (
    <WorkItemStates
      workId={workId}
      work={work}
      notFoundTitle={notFoundTitle}
      backLabel={failedBack.label}
      backTo={failedBack.to}
    >
      {(item) => {
        const terms = <TermsCard campaign={item.campaign} />;
        return (
          <div className="flex flex-col gap-4">
            <PostedAgreement applicationId={item._id} campaign={item.campaign} />
            <WorkHeaderCard
              title={item.campaign.basic_info.event_name}
              status={item.status}
              facts={[...campaignFacts(item.campaign), ...facts(item), ...feeLines(item)]}
            />
            <DetailColumns
              main={
                <>
                  <BriefCard brief={item.campaign.campaign_brief} {...brief} />
                  <PostedDeliverables item={item} title={deliverablesTitle} />
                  {status === 'final posted' && (
                    <Suspense fallback={null}>
                      <ResultsCard applicationId={item._id} />
                    </Suspense>
                  )}
                  {termsIn === 'main' ? terms : null}
                </>
              }
              side={
                <>
                  <CostCard item={item} />
                  <MediaAssetsCard media={item.campaign.mediaAssets} />
                  <MessagesCard scope="creator" applicationId={item._id} />
                  {termsIn === 'side' ? terms : null}
                  <BackToList to={back} label={t`Back to Work List`} />
                </>
              }
            />
          </div>
        );
      }}
    </WorkItemStates>
  );
}

/** The agreement's banner on posted work: its state and, once live, when the usage rights end. */
function PostedAgreement({
  applicationId,
  campaign,
}: {
  applicationId: string;
  campaign: WorkItem['campaign'];
}) {
  const { agreement } = useWorkAgreement(applicationId, campaign);
  return <AgreementBanner applicationId={applicationId} agreement={agreement} />;
}
