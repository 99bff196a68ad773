import type { CampaignWire } from '@ih/contract/campaigns';
import { FILES_MESSAGES } from '@ih/contract/files';
import { Download, Eye, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useDownloadFile } from '../api/download-file';
import { Section } from './detail-parts';
import { useSingleFlight } from './use-single-flight';

interface Asset {
  key: string;
  label: string;
  url: string;
}

/** The brand logo, every product image, the brand guidelines and the reference file, in that order. */
export function assetsOf(media: CampaignWire['mediaAssets']): Asset[] {
  const list: Asset[] = [];
  if (media.brand_logo) list.push({ key: 'logo', label: 'Brand Logo', url: media.brand_logo });
  media.product_image.forEach((url, i) => {
    if (url)
      list.push({
        key: `product-${i}`,
        label: media.product_image.length > 1 ? `Product Image ${i + 1}` : 'Product Image',
        url,
      });
  });
  if (media.brand_guidline)
    list.push({ key: 'guidelines', label: 'Brand Guidelines', url: media.brand_guidline });
  if (media.refference_file)
    list.push({ key: 'reference', label: 'Reference File', url: media.refference_file });
  return list;
}

function AssetRow({ asset }: { asset: Asset }) {
  const download = useDownloadFile();
  const once = useSingleFlight();
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <li className="flex items-start gap-3 rounded-lg border border-border p-3">
      <span className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gray-50">
        {imageFailed ? (
          <FileText aria-hidden className="size-6 text-gray-500" />
        ) : (
          // A document (PDF) is not an image; its failed load swaps in a file icon.
          <img
            src={asset.url}
            alt=""
            loading="lazy"
            className="size-full object-contain"
            onError={() => setImageFailed(true)}
          />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="truncate text-sm font-medium text-gray-900">{asset.label}</span>
        <span className="flex flex-wrap gap-1.5">
          <Button variant="outline" size="sm" asChild>
            <a
              href={asset.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`View ${asset.label} (opens in a new tab)`}
            >
              <Eye aria-hidden />
              View
            </a>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={download.isPending ? undefined : `Download ${asset.label}`}
            busy={download.isPending}
            busyLabel="Downloading..."
            onClick={() =>
              once((done) =>
                download.mutate(asset.url, {
                  onSettled: done,
                  onSuccess: (name) =>
                    toast({
                      title: FILES_MESSAGES.downloadStarted,
                      description: `${name} is being downloaded.`,
                    }),
                  onError: () =>
                    toast({
                      title: 'Download Failed',
                      description: FILES_MESSAGES.downloadFailed,
                      variant: 'destructive',
                    }),
                }),
              )
            }
          >
            <Download aria-hidden />
            Download
          </Button>
        </span>
      </span>
    </li>
  );
}

export function MediaAssetsSection({ c }: { c: CampaignWire }) {
  const assets = assetsOf(c.mediaAssets);
  return (
    <Section id="media" title="Media Assets">
      {assets.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-gray-600">
          <ImageOff aria-hidden className="size-4" />
          No media assets available
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {assets.map((a) => (
            <AssetRow key={a.key} asset={a} />
          ))}
        </ul>
      )}
    </Section>
  );
}
