import type { CampaignWire } from '@ih/contract/routes/campaigns';
import { useQuery } from '@tanstack/react-query';
import { AgreementView } from '@/components/agreement/agreement-view';
import { DeclineForm } from '@/components/agreement/decline-form';
import { SignForm } from '@/components/agreement/sign-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { agreementQuery } from '@/lib/agreements-api';
import { errorMessage } from '@/lib/api-client';

/**
 * The application's agreement in the console (design §16): its text, signatures and trail; a brand
 * person signs here once the creator has, or declines with a reason before both signed. Shown where
 * the campaign states terms.
 */
export function AgreementPanel({
  applicationId,
  campaign,
}: {
  applicationId: string;
  campaign: CampaignWire;
}) {
  const wanted = Boolean(campaign.agreement_required || campaign.usage_rights);
  const q = useQuery({ ...agreementQuery('brand', applicationId), enabled: wanted });
  if (!wanted) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Agreement</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {q.isPending ? (
          <SkeletonRows rows={4} />
        ) : q.isError ? (
          <ErrorState
            title="No agreement to show"
            message={errorMessage(q.error, 'Could not load the agreement. Please try again.')}
            onRetry={() => void q.refetch()}
            retrying={q.isFetching}
          />
        ) : (
          <>
            <AgreementView agreement={q.data} />
            {q.data.canSign ? (
              <div className="border-t border-gray-200 pt-4">
                <h3 className="mb-3 font-semibold text-gray-900">Sign for the brand</h3>
                <SignForm side="brand" applicationId={applicationId} />
              </div>
            ) : null}
            {q.data.status === 'awaiting creator' || q.data.status === 'awaiting brand' ? (
              <DeclineForm side="brand" applicationId={applicationId} />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
