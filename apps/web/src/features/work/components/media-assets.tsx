import type { CampaignWire } from '@ih/contract/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, ExternalLink } from 'lucide-react';
import {
  type MediaAsset,
  type MediaAssetKind,
  MediaAssetList,
  MediaAssetViewLink,
} from '@/components/media-assets';
import { Button } from '@/components/ui/button';
import { useDownloadFile } from '../api/download-file';
import { FileThumb } from './file-thumb';
import { Section } from './section';

/** Doc 001's order: brand logo, brand guidelines, product images, then the reference file. */
const ORDER: readonly MediaAssetKind[] = ['logo', 'guidelines', 'product', 'reference'];

function AssetRow({ asset, withDownload }: { asset: MediaAsset; withDownload: boolean }) {
  const { t } = useLingui();
  const download = useDownloadFile();
  const label = asset.label;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-2.5">
      <FileThumb url={asset.url} name="" className="size-11" />
      <span className="min-w-[7rem] flex-1 text-sm font-medium text-gray-900">{asset.label}</span>
      <span className="flex shrink-0 gap-1">
        <MediaAssetViewLink asset={asset} variant="ghost" icon={<ExternalLink aria-hidden />} />
        {withDownload ? (
          <Button
            variant="outline"
            size="sm"
            aria-label={t`Download ${label}`}
            busy={download.isPending}
            busyLabel={t`Downloading...`}
            onClick={() => download.mutate({ url: asset.url })}
          >
            <Download aria-hidden />
            <Trans>Download</Trans>
          </Button>
        ) : null}
      </span>
    </li>
  );
}

/** The campaign's media assets, each opened in a new tab; some pages also download them. */
export function MediaAssetsCard({
  media,
  title,
  withDownload = false,
}: {
  media: CampaignWire['mediaAssets'];
  title?: string;
  withDownload?: boolean;
}) {
  const { t } = useLingui();
  return (
    <Section id="media-assets" title={title ?? t`Media Assets`}>
      <MediaAssetList media={media} order={ORDER}>
        {(a) => <AssetRow key={a.key} asset={a} withDownload={withDownload} />}
      </MediaAssetList>
    </Section>
  );
}

/** The campaign's references: description and link. */
export function ReferencesCard({ references }: { references: CampaignWire['basic_info']['reference'] }) {
  const { t } = useLingui();
  return (
    <Section id="references" title={t`References`}>
      {references.length === 0 ? (
        <p className="text-sm text-gray-600">
          <Trans>No references provided</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {references.map((r) => (
            <li key={r._id} className="flex flex-col gap-0.5 text-sm">
              <span className="text-gray-900">{r.description || t`Reference`}</span>
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
