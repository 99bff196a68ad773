import type { CampaignWire } from '@ih/contract/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, Clock } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { shortFileName } from '../lib/deliverables';
import type { WorkFile } from '../lib/files';
import { WORK_DEFAULTS } from '../lib/messages';
import { PlatformIcon } from './platform-icon';
import { FactGrid, Section } from './section';

/**
 * The pending review deliverable grid (doc 001 §2): requirements with the review page's defaults
 * (duration 'N.A', dimension '1000x1080', format 'jpg / png'), then per platform Submitted with its
 * file links, or Pending.
 */
export function PendingDeliverables({
  deliverables,
  platforms,
  filesOf,
}: {
  deliverables: CampaignWire['deliverables'];
  platforms: CampaignWire['basic_info']['platform'];
  filesOf: (platformId: string, deliverableId: string) => WorkFile[];
}) {
  const { t } = useLingui();
  return (
    <Section id="deliverables" title={t`Deliverables`}>
      <ul className="grid gap-3 md:grid-cols-2">
        {deliverables.map((d) => (
          <li key={d._id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <p className="font-semibold text-gray-900">{d.deliverableType.content_type}</p>
            <FactGrid
              className="grid grid-cols-2 gap-2 text-sm"
              facts={[
                [t`Duration`, d.duration || WORK_DEFAULTS.duration],
                [t`Dimension`, d.dimensions || WORK_DEFAULTS.reviewDimension],
                [t`Format`, d.format || WORK_DEFAULTS.reviewFormat],
                [t`Note`, d.notes || '-'],
              ]}
            />
            <ul className="flex flex-col gap-2 border-t border-border pt-3">
              {platforms.map((p) => {
                const files = filesOf(p._id, d._id);
                return (
                  <li key={p._id} className="flex flex-col gap-1 text-sm">
                    <span className="flex items-center justify-between gap-2">
                      <span className="flex items-center gap-2 text-gray-900">
                        <PlatformIcon name={p.platform_name} logo={p.platform_logo} className="size-4" />
                        {p.platform_name}
                      </span>
                      {files.length ? (
                        <Badge tone="green">
                          <CheckCircle2 aria-hidden className="size-3" />
                          <Trans>Submitted</Trans>
                        </Badge>
                      ) : (
                        <Badge tone="grey">
                          <Clock aria-hidden className="size-3" />
                          <Trans>Pending</Trans>
                        </Badge>
                      )}
                    </span>
                    {files.map((f) => (
                      <a
                        key={f._id}
                        href={f.fileUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="truncate pl-6 text-brand-700 hover:underline"
                        title={f.name}
                      >
                        {shortFileName(f.name)}
                        <span className="sr-only"> {t`(opens in a new tab)`}</span>
                      </a>
                    ))}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
