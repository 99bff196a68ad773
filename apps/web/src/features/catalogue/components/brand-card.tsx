import type { BrandItem } from '@ih/contract/brands';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { NewTabLink } from '@/components/new-tab-link';
import { PaymentRecord } from '@/components/payment-record';
import { websiteHref, websiteLabel } from '../lib/text';
import { BrandLogo } from './brand-logo';

/**
 * A brand in the grid. The name is the card's link, stretched over the whole card (one tab stop);
 * the website link sits above that layer so it stays its own target.
 */
export function BrandCard({ brand, from }: { brand: BrandItem; from: string }) {
  const href = websiteHref(brand.website_link);
  return (
    <li className="relative flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs transition focus-within:ring-2 focus-within:ring-brand-600 hover:border-brand-300 hover:shadow-sm">
      <div className="flex h-20 items-center justify-center rounded-lg bg-gray-50 p-2">
        <BrandLogo
          name={brand.brand_name}
          logo={brand.brand_logo}
          decorative
          className="h-full w-full max-w-40"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 className="truncate text-base font-semibold text-gray-900">
          <Link
            to={`/brands/${brand._id}`}
            state={{ from }}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {brand.brand_name}
          </Link>
        </h2>
        <p className="truncate text-sm text-gray-600">{brand.brand_company_name}</p>
      </div>
      <PaymentRecord record={brand} className="mt-auto" />
      <div className="flex items-center justify-between gap-2 text-sm">
        {href ? (
          <NewTabLink
            href={href}
            className="relative z-10 inline-flex min-w-0 items-center gap-1 rounded text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className="truncate">{websiteLabel(brand.website_link ?? '')}</span>
          </NewTabLink>
        ) : (
          <span className="text-gray-600">
            <Trans>No website</Trans>
          </span>
        )}
        {brand.county_name ? (
          <span className="inline-flex shrink-0 items-center gap-1.5 text-gray-700">
            {brand.country_logo ? (
              <img src={brand.country_logo} alt="" className="h-3.5 w-5 rounded-sm object-cover" />
            ) : null}
            {brand.county_name}
          </span>
        ) : null}
      </div>
    </li>
  );
}
