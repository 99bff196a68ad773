import type { CampaignWire } from '@ih/contract/campaigns';
import { FILES_MESSAGES } from '@ih/contract/files-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, FileText } from 'lucide-react';
import { useState } from 'react';
import {
  type MediaAsset,
  type MediaAssetKind,
  MediaAssetList,
  MediaAssetViewLink,
} from '@/components/media-assets';
import { Section } from '@/components/section';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useDownloadFile } from '../api/download-file';

/** Doc 000's order: the brand logo, every product image, the brand guidelines and the reference file. */
const ORDER: readonly MediaAssetKind[] = ['logo', 'product', 'guidelines', 'reference'];

function AssetRow({ asset }: { asset: MediaAsset }) {
  const download = useDownloadFile();
  const once = useSingleFlight();
  const [imageFailed, setImageFailed] = useState(false);
  const { t } = useLingui();
  const label = asset.label;
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
          <MediaAssetViewLink asset={asset} variant="outline" icon={<Eye aria-hidden />} />
          <Button
            variant="outline"
            size="sm"
            aria-label={download.isPending ? undefined : t`Download ${label}`}
            busy={download.isPending}
            busyLabel={t`Downloading...`}
            onClick={() =>
              once((done) =>
                download.mutate(asset.url, {
                  onSettled: done,
                  onSuccess: (name) =>
                    toast({
                      title: FILES_MESSAGES.downloadStarted,
                      description: t`${name} is being downloaded.`,
                    }),
                  onError: () =>
                    toast({
                      title: t`Download Failed`,
                      description: FILES_MESSAGES.downloadFailed,
                      variant: 'destructive',
                    }),
                }),
              )
            }
          >
            <Download aria-hidden />
            <Trans>Download</Trans>
          </Button>
        </span>
      </span>
    </li>
  );
}

export function MediaAssetsSection({ c }: { c: CampaignWire }) {
  const { t } = useLingui();
  return (
    <Section id="media" title={t`Media Assets`}>
      <MediaAssetList media={c.mediaAssets} order={ORDER}>
        {(a) => <AssetRow key={a.key} asset={a} />}
      </MediaAssetList>
    </Section>
  );
}
