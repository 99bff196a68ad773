import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { ProfileSkeleton } from '../shared/profile-skeleton';
import { referenceListsQuery } from '../shared/reference-lists';
import { brandQuery } from './api';
import { brandToValues, emptyBrand } from './brand-form';
import { BrandFormView } from './brand-form-view';
import { BrandStatusBadge } from './brand-status-badge';

// The status change (a confirm dialog) and the payment record's late payouts load after the form
// (design §7: the page stays within its 170 KB budget).
const BrandStatusAction = lazy(() =>
  import('./brand-status-action').then((m) => ({ default: m.BrandStatusAction })),
);
const LatePayouts = lazy(() => import('./late-payouts').then((m) => ({ default: m.LatePayouts })));
// The brand's team (issue 28) loads after the form as well.
const TeamSection = lazy(() => import('./team-section').then((m) => ({ default: m.TeamSection })));

const Loading = () => <ProfileSkeleton round={false} lineWidth="w-32" rows={5} />;

/** /admin/brands/new and /admin/brands/:id: create or edit one brand. */
export default function BrandFormPage() {
  const { id } = useParams();
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const reference = useQuery(referenceListsQuery());
  const brand = useQuery({ ...brandQuery(id ?? ''), enabled: !!id });
  const name = id ? (brand.data?.data.brand_name ?? 'Brand') : 'New brand';
  usePageMeta({
    title: name,
    back: '/admin/brands',
    breadcrumb: [{ label: 'Brands', to: '/admin/brands' }, { label: name }],
  });

  // The API refuses brand-role staff too; saying so here spares them a form they cannot send.
  if (!id && !isAdmin)
    return (
      <Card>
        <EmptyState
          icon={ShieldAlert}
          title="Only admins can create brands"
          description="Ask an admin to add the brand and assign it to you."
          action={
            <Button asChild variant="outline">
              <Link to="/admin/brands">Back to brands</Link>
            </Button>
          }
        />
      </Card>
    );

  if (reference.isPending || (id && brand.isPending)) return <Loading />;

  const failed = reference.isError ? reference : id && brand.isError ? brand : null;
  if (failed?.error)
    return (
      <Card>
        <ErrorState
          title={
            failed === brand && brand.error?.message === 'Brand Not Found' ? 'Brand not found' : undefined
          }
          message={failed.error.message}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
        />
      </Card>
    );

  const lists = reference.data;
  const b = brand.data?.data;
  if (!lists) return <Loading />;

  return (
    <div className="flex flex-col gap-4">
      {b ? (
        <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
          <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-gray-50">
            {b.brand_logo ? (
              <img src={b.brand_logo} alt="" className="size-full object-contain" />
            ) : (
              <span aria-hidden className="text-lg font-semibold text-brand-700">
                {b.brand_name.charAt(0).toUpperCase()}
              </span>
            )}
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-lg font-semibold break-words text-gray-900">{b.brand_name}</h2>
              <BrandStatusBadge status={b.status} />
            </div>
            <p className="text-sm text-gray-700">
              {b.brand_company_name} · Added {formatDayMonthYear(b.createdAt)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="ghost">
              <Link to={`/admin/campaigns?brandId=${b._id}`}>Campaigns</Link>
            </Button>
            <Suspense fallback={null}>
              <BrandStatusAction id={b._id} name={b.brand_name} status={b.status} />
            </Suspense>
          </div>
        </Card>
      ) : null}
      {b ? (
        <Suspense fallback={null}>
          <LatePayouts brandId={b._id} />
        </Suspense>
      ) : null}
      {b ? (
        <Suspense fallback={null}>
          <TeamSection brandId={b._id} brandName={b.brand_name} />
        </Suspense>
      ) : null}
      <BrandFormView
        // A fresh form per brand, so moving between brands never keeps the last one's edits.
        key={id ?? 'new'}
        id={id}
        initial={b ? brandToValues(b) : emptyBrand()}
        reference={lists}
      />
    </div>
  );
}
