import { creatorWorkPath } from '@ih/contract/links';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AgreementView } from '@/components/agreement/agreement-view';
import { DeclineForm } from '@/components/agreement/decline-form';
import { SignForm } from '@/components/agreement/sign-form';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { agreementQuery } from '@/lib/agreements-api';
import { errorMessage } from '@/lib/api-client';
import { usePageMeta } from '@/lib/page-meta';

/** /work/agreement/:applicationId: the creator reads the agreement, then signs or declines it (design §16). */
export default function AgreementPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Agreement` });
  const applicationId = useParams().applicationId ?? '';
  const agreement = useQuery(agreementQuery('creator', applicationId));
  const a = agreement.data;
  const withBrand = (campaign: string, brand: string) => t`${campaign} with ${brand}.`;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4">
      <Link
        to={
          a
            ? creatorWorkPath({ applicationId, campaignId: a.terms.campaign._id, status: 'accepted' })
            : '/work'
        }
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4" /> <Trans>Back to the work</Trans>
      </Link>
      <p className="text-sm text-gray-700">
        {a ? `${withBrand(a.terms.campaign.title, a.terms.brand.name)} ` : ''}
        <Trans>Read it, then sign it with a one-time code.</Trans>
      </p>
      {agreement.isPending ? (
        <Card className="p-6">
          <SkeletonRows rows={6} />
        </Card>
      ) : agreement.isError || !a ? (
        <Card>
          <ErrorState
            message={errorMessage(agreement.error, t`Could not load the agreement. Please try again.`)}
            onRetry={() => void agreement.refetch()}
            retrying={agreement.isFetching}
          />
        </Card>
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <AgreementView agreement={a} />
          </Card>
          {a.canSign ? (
            <Card className="p-4 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold text-gray-900">
                <Trans>Sign</Trans>
              </h2>
              <SignForm side="creator" applicationId={applicationId} />
            </Card>
          ) : null}
          {a.status === 'awaiting creator' ? (
            <DeclineForm side="creator" applicationId={applicationId} />
          ) : null}
        </>
      )}
    </div>
  );
}
