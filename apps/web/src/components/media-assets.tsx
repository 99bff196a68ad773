import type { CampaignWire } from '@ih/contract/campaigns';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

/** One file of a campaign's media assets, named as the pages show it. */
export interface MediaAsset {
  key: string;
  /** In the reader's language. */
  label: string;
  url: string;
}

const productImage = (number: number) => translate`Product Image ${number}`;

export type MediaAssetKind = 'logo' | 'product' | 'guidelines' | 'reference';

/**
 * The campaign's brand logo, product images (numbered when there are several), brand guidelines and
 * reference file, in the order a page lists them; missing ones are left out.
 */
function mediaAssetsOf(media: CampaignWire['mediaAssets'], order: readonly MediaAssetKind[]): MediaAsset[] {
  const byKind: Record<MediaAssetKind, MediaAsset[]> = {
    logo: media.brand_logo ? [{ key: 'logo', label: translate`Brand Logo`, url: media.brand_logo }] : [],
    product: media.product_image.flatMap((url, i) =>
      url
        ? [
            {
              key: `product-${i}`,
              label: media.product_image.length > 1 ? productImage(i + 1) : translate`Product Image`,
              url,
            },
          ]
        : [],
    ),
    guidelines: media.brand_guidline
      ? [{ key: 'guidelines', label: translate`Brand Guidelines`, url: media.brand_guidline }]
      : [],
    reference: media.refference_file
      ? [{ key: 'reference', label: translate`Reference File`, url: media.refference_file }]
      : [],
  };
  return order.flatMap((kind) => byKind[kind]);
}

/** The campaign's assets in `order` as a list, one row each, or the line saying there are none. */
export function MediaAssetList({
  media,
  order,
  children,
}: {
  media: CampaignWire['mediaAssets'];
  order: readonly MediaAssetKind[];
  children: (asset: MediaAsset) => ReactNode;
}) {
  const assets = mediaAssetsOf(media, order);
  if (assets.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <ImageOff aria-hidden className="size-4" />
        <Trans>No media assets available</Trans>
      </p>
    );
  return <ul className="flex flex-col gap-2">{assets.map(children)}</ul>;
}

/** "View": the asset opened in a new tab, named so for screen readers. */
export function MediaAssetViewLink({
  asset,
  variant,
  icon,
}: {
  asset: MediaAsset;
  variant: ButtonProps['variant'];
  icon: ReactNode;
}) {
  const { t } = useLingui();
  const label = asset.label;
  return (
    <Button variant={variant} size="sm" asChild>
      <a
        href={asset.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t`View ${label} (opens in a new tab)`}
      >
        {icon}
        <Trans>View</Trans>
      </a>
    </Button>
  );
}
