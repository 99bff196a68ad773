import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { brandQuery } from '../api/get-brand';
import { BrandCampaigns } from '../components/brand-campaigns';
import { BrandHeader } from '../components/brand-header';

/** Where the visitor came from (the brands list with its filters, or the dashboard). */
function useOrigin(): string {
  const state: unknown = useLocation().state;
  const from = state && typeof state === 'object' && 'from' in state ? state.from : undefined;
  return typeof from === 'string' && from.startsWith('/') ? from : '/brands';
}

/** /brands/:brandName, the parameter being the brand's id or name (doc 000 §2 'Brand detail'). */
export default function BrandDetailPage() {
  const { brandName = '' } = useParams();
  const origin = useOrigin();
  const navigate = useNavigate();
  const brand = useQuery(brandQuery(brandName));
  const { t } = useLingui();
  const name = brand.data?.brand.brand_name;
  usePageMeta({
    title: name ?? t`Brand`,
    back: origin,
    breadcrumb: [{ label: t`Brands`, to: '/brands' }, { label: name ?? t`Brand` }],
  });

  if (brand.isPending)
    return (
      <div role="status" aria-label={t`Loading`} className="flex flex-col gap-4">
        <Skeleton className="h-40 w-full rounded-card" />
        <SkeletonRows rows={4} />
      </div>
    );

  if (brand.isError) {
    const notFound = brand.error instanceof ApiError && brand.error.status === 404;
    return (
      <Card>
        <ErrorState
          title={translateText(
            notFound ? BRAND_MESSAGES.notFound : brand.error.message || BRAND_MESSAGES.notFound,
          )}
          message={notFound ? t`Check the link, or choose a brand from the list.` : t`Please try again.`}
          onRetry={notFound ? undefined : () => void brand.refetch()}
          retrying={brand.isFetching}
          action={
            <Button onClick={() => navigate('/brands')}>
              <Trans>Back to Brands</Trans>
            </Button>
          }
        />
      </Card>
    );
  }

  const { brand: b, activeTasks } = brand.data;
  return (
    <div className="flex flex-col gap-6">
      <BrandHeader brand={b} />
      <Card role="region" aria-labelledby="brand-campaigns-heading">
        <CardHeader>
          <CardTitle id="brand-campaigns-heading">
            <Trans>Active Campaigns</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent className="px-0 pb-2 lg:px-0">
          <div className="px-4 lg:px-0">
            <BrandCampaigns brandName={b.brand_name} tasks={activeTasks} />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
