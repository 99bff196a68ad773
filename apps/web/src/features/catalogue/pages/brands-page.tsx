import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { LOAD_MORE_BRANDS_THRESHOLD } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { SelectField } from '@/components/filter-fields';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { useBrandNiches } from '../api/list-brand-niches';
import { brandsInfiniteQuery } from '../api/list-brands';
import { useCountries } from '../api/list-countries';
import { BrandCard } from '../components/brand-card';

const ALL = 'all';

/** /brands: the brand grid with Category and Country filters (doc 000 §2 'Brands'). */
export default function BrandsPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Brands` });
  const location = useLocation();
  // Filters live in the URL, so returning from a brand shows the same list.
  const [params, setParams] = useSearchParams();
  const niche = params.get('niche') ?? undefined;
  const country = params.get('country') ?? undefined;
  const niches = useBrandNiches();
  const countries = useCountries();
  const brands = useInfiniteQuery(brandsInfiniteQuery({ niche, country }));
  const list = brands.data?.pages.flatMap((p) => p.data) ?? [];

  function setFilter(key: 'niche' | 'country', value: string) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === ALL) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }

  const nicheOptions = [
    { value: ALL, label: t`All categories` },
    ...(niches.data ?? []).map((n) => ({ value: n.name, label: n.name })),
  ];
  const countryOptions = [
    { value: ALL, label: t`All countries` },
    ...(countries.data ?? []).map((c) => ({ value: c.value, label: c.country })),
  ];
  // The 'Load More Brands' button of doc 000 §2, which loads the next page (design §10).
  const showLoadMore = list.length >= LOAD_MORE_BRANDS_THRESHOLD && brands.hasNextPage;

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:max-w-2xl">
        <SelectField
          id="brand-category"
          label={t`Category`}
          value={niche ?? ALL}
          options={nicheOptions}
          onValueChange={(v) => setFilter('niche', v)}
        />
        <SelectField
          id="brand-country"
          label={t`Country`}
          value={country ?? ALL}
          options={countryOptions}
          onValueChange={(v) => setFilter('country', v)}
        />
      </Card>

      {/* 'Try Again' reloads the list (the original reloaded the whole page; the result is the same). */}
      <QueryState
        query={brands}
        loading={
          <SkeletonRows
            rows={6}
            layout="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            itemClassName="h-52 w-full rounded-card"
          />
        }
        keepDataOnError
        framed
        isEmpty={() => list.length === 0}
        empty={<EmptyState icon={Building2} title={translateText(BRAND_MESSAGES.empty)} />}
      >
        {() => (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
              {list.map((b) => (
                <BrandCard key={b._id} brand={b} from={location.pathname + location.search} />
              ))}
            </ul>
            {showLoadMore ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  busy={brands.isFetchingNextPage}
                  busyLabel={t`Loading...`}
                  onClick={() => void brands.fetchNextPage()}
                >
                  <Trans>Load More Brands</Trans>
                </Button>
              </div>
            ) : null}
            {brands.isFetchNextPageError ? (
              <p role="alert" className="text-center text-sm text-red-700">
                {translateText(brands.error?.message ?? '')}
              </p>
            ) : null}
          </>
        )}
      </QueryState>
    </div>
  );
}
