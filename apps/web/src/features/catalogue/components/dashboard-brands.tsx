import { DASHBOARD_BRAND_TILES } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { brandsQuery } from '../api/list-brands';
import { BrandLogo } from './brand-logo';
import { DashboardPanel } from './dashboard-panel';

const tileClass =
  'flex aspect-square items-center justify-center rounded-lg border border-border bg-white p-2';

/** Up to 12 brand logos, padded with 'Coming Soon' tiles (doc 000 §2). */
export function DashboardBrands() {
  const brands = useQuery(brandsQuery(DASHBOARD_BRAND_TILES));
  const list = brands.data?.data.slice(0, DASHBOARD_BRAND_TILES) ?? [];
  const { t } = useLingui();
  const placeholders = Math.max(0, DASHBOARD_BRAND_TILES - list.length);
  return (
    <DashboardPanel id="dashboard-brands" title={t`Brands`} allTo="/brands">
      <QueryState
        query={brands}
        loading={
          <SkeletonRows
            rows={DASHBOARD_BRAND_TILES}
            layout="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6"
            itemClassName="aspect-square w-full"
          />
        }
        errorClassName="py-6"
      >
        {() => (
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
            {list.map((b) => (
              <li key={b._id}>
                <Link
                  to={`/brands/${b._id}`}
                  state={{ from: '/' }}
                  aria-label={b.brand_name}
                  className={`${tileClass} transition hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
                >
                  <BrandLogo name={b.brand_name} logo={b.brand_logo} decorative eager className="size-full" />
                </Link>
              </li>
            ))}
            {Array.from({ length: placeholders }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders never reorder
              <li key={`soon-${i}`} className={`${tileClass} border-dashed bg-gray-50`}>
                <span className="text-center text-xs font-medium text-gray-600">
                  <Trans>Coming Soon</Trans>
                </span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardPanel>
  );
}
