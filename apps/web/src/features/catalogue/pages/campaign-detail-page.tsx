import { CAMPAIGN_MESSAGES } from '@ih/contract/campaigns-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Loader2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessagesCard } from '@/components/messages/lazy-thread';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { campaignQuery } from '../api/get-campaign';
import {
  BriefSection,
  BudgetSection,
  DeliverablesSection,
  ReferencesSection,
  RequirementsSection,
  TermsSection,
} from '../components/campaign-sections';
import { CampaignSummary } from '../components/campaign-summary';
import { MediaAssetsSection } from '../components/media-assets';

/** /campaigns/:campaignId (doc 000 §2 'Campaign detail'). */
export default function CampaignDetailPage() {
  const { campaignId = '' } = useParams();
  const navigate = useNavigate();
  const campaign = useQuery(campaignQuery(campaignId));
  const c = campaign.data;
  const { t } = useLingui();
  usePageMeta({
    title: c?.basic_info.event_name ?? t`Campaign`,
    back: '/campaigns',
    breadcrumb: [{ label: t`Campaigns`, to: '/campaigns' }, { label: c?.campaign_id ?? t`Campaign` }],
  });

  if (campaign.isPending)
    return (
      <Card role="status" className="flex items-center justify-center gap-2 p-12 text-sm text-gray-700">
        <Loader2 aria-hidden className="size-5 animate-spin text-brand-700" />
        <Trans>Loading campaign details...</Trans>
      </Card>
    );

  if (campaign.isError) {
    const notFound = campaign.error instanceof ApiError && campaign.error.status === 404;
    return (
      <Card>
        <ErrorState
          title={translateText(
            notFound ? CAMPAIGN_MESSAGES.notFound : campaign.error.message || CAMPAIGN_MESSAGES.notFound,
          )}
          message={notFound ? t`Check the link, or choose a campaign from the list.` : t`Please try again.`}
          onRetry={notFound ? undefined : () => void campaign.refetch()}
          retrying={campaign.isFetching}
          action={
            <Button onClick={() => navigate('/campaigns')}>
              <Trans>Back to Campaigns</Trans>
            </Button>
          }
        />
      </Card>
    );
  }

  if (!c) return null;
  return (
    <div className="flex flex-col gap-6">
      <Button variant="ghost" size="sm" asChild className="self-start">
        <Link to="/campaigns">
          <ArrowLeft aria-hidden />
          <Trans>Back</Trans>
        </Link>
      </Button>
      <CampaignSummary c={c} />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <BriefSection c={c} />
          <DeliverablesSection c={c} />
          <TermsSection c={c} />
          <ReferencesSection c={c} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          {c.application ? <MessagesCard scope="creator" applicationId={c.application._id} /> : null}
          <BudgetSection c={c} />
          <RequirementsSection c={c} />
          <MediaAssetsSection c={c} />
        </div>
      </div>
    </div>
  );
}
