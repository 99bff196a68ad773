import type { BrandItem } from '@ih/contract/brands';
import { Trans } from '@lingui/react/macro';
import DOMPurify from 'dompurify';
import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { PaymentRecord } from '@/components/payment-record';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { websiteHref } from '../lib/text';
import { BrandLogo } from './brand-logo';

/** Logo, upper-cased name, about text, the HTML description and 'Go to Website' (doc 000 §2). */
export function BrandHeader({ brand }: { brand: BrandItem }) {
  // The API sanitises on write; sanitising again on render keeps a bad row from ever running script.
  const html = useMemo(() => DOMPurify.sanitize(brand.description ?? ''), [brand.description]);
  const href = websiteHref(brand.website_link);
  return (
    <Card className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start">
      <div className="flex size-24 shrink-0 items-center justify-center rounded-card border border-border bg-gray-50 p-2">
        <BrandLogo name={brand.brand_name} logo={brand.brand_logo} eager className="size-full" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-xl font-bold tracking-wide break-words text-gray-900">
              {brand.brand_name.toUpperCase()}
            </h2>
            <p className="text-sm text-gray-600">
              {[brand.brand_company_name, brand.county_name].filter(Boolean).join(' · ')}
            </p>
            <PaymentRecord record={brand} />
          </div>
          {href ? (
            <Button asChild className="self-start">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Trans>Go to Website</Trans>
                <ExternalLink aria-hidden />
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
            </Button>
          ) : null}
        </div>
        {brand.about_brand ? <p className="text-sm text-gray-800">{brand.about_brand}</p> : null}
        {html ? (
          <div
            className="brand-html flex flex-col gap-2 text-sm text-gray-700 [&_a]:text-brand-700 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_strong]:text-gray-900 [&_ul]:list-disc [&_ul]:pl-5"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : null}
      </div>
    </Card>
  );
}
