import type { CampaignWire } from '@ih/contract/campaigns';
import { Download, ExternalLink, ImageOff } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDownloadFile } from '../api/download-file';
import { FileThumb } from './file-thumb';
import { Section } from './section';

export interface Asset {
  key: string;
  label: string;
  url: string;
}

/** Brand logo, brand guidelines, product images and the reference file, as the work pages list them. */
export function assetsOf(media: CampaignWire['mediaAssets']): Asset[] {
  const list: Asset[] = [];
  if (media.brand_logo) list.push({ key: 'logo', label: 'Brand Logo', url: media.brand_logo });
  if (media.brand_guidline)
    list.push({ key: 'guidelines', label: 'Brand Guidelines', url: media.brand_guidline });
  media.product_image.forEach((url, i) => {
    if (url)
      list.push({
        key: `product-${i}`,
        label: media.product_image.length > 1 ? `Product Image ${i + 1}` : 'Product Image',
        url,
      });
  });
  if (media.refference_file)
    list.push({ key: 'reference', label: 'Reference File', url: media.refference_file });
  return list;
}

function AssetRow({ asset, withDownload }: { asset: Asset; withDownload: boolean }) {
  const download = useDownloadFile();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-2.5">
      <FileThumb url={asset.url} name="" className="size-11" />
      <span className="min-w-[7rem] flex-1 text-sm font-medium text-gray-900">{asset.label}</span>
      <span className="flex shrink-0 gap-1">
        <Button variant="ghost" size="sm" asChild>
          <a
            href={asset.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`View ${asset.label} (opens in a new tab)`}
          >
            <ExternalLink aria-hidden />
            View
          </a>
        </Button>
        {withDownload ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Download ${asset.label}`}
            busy={download.isPending}
            busyLabel="Downloading..."
            onClick={() => download.mutate({ url: asset.url })}
          >
            <Download aria-hidden />
            Download
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/** The campaign's media assets, each opened in a new tab; some pages also download them. */
export function MediaAssetsCard({
  media,
  title = 'Media Assets',
  withDownload = false,
}: {
  media: CampaignWire['mediaAssets'];
  title?: string;
  withDownload?: boolean;
}) {
  const assets = assetsOf(media);
  return (
    <Section id="media-assets" title={title}>
      {assets.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <ImageOff aria-hidden className="size-4" />
          No media assets available
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {assets.map((a) => (
            <AssetRow key={a.key} asset={a} withDownload={withDownload} />
          ))}
        </ul>
      )}
    </Section>
  );
}

/** The campaign's references: description and link. */
export function ReferencesCard({ references }: { references: CampaignWire['basic_info']['reference'] }) {
  return (
    <Section id="references" title="References">
      {references.length === 0 ? (
        <p className="text-sm text-gray-600">No references provided</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {references.map((r) => (
            <li key={r._id} className="flex flex-col gap-0.5 text-sm">
              <span className="text-gray-900">{r.description || 'Reference'}</span>
              {r.link ? (
                <a
                  href={r.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all text-brand-700 underline-offset-4 hover:underline"
                >
                  {r.link}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
