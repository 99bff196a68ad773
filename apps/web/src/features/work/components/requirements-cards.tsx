import type { CampaignWire } from '@ih/contract/campaigns';
import { Trans, useLingui } from '@lingui/react/macro';
import { WORK_DEFAULTS } from '../lib/messages';
import { PlatformIcon } from './platform-icon';
import { Section } from './section';

/** Per deliverable: size, duration, format and notes (rework side card). */
export function RequirementsCard({ deliverables }: { deliverables: CampaignWire['deliverables'] }) {
  const { t } = useLingui();
  return (
    <Section id="requirements" title={t`Requirements Overview`}>
      {deliverables.length === 0 ? (
        <p className="text-sm text-gray-600">
          <Trans>No deliverables specified</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {deliverables.map((d) => (
            <li key={d._id} className="rounded-lg bg-gray-50 p-3 text-sm">
              <p className="mb-1 font-semibold text-gray-900">{d.deliverableType.content_type}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-gray-800">
                <dt className="text-gray-600">
                  <Trans>Size</Trans>
                </dt>
                <dd>{d.dimensions || '-'}</dd>
                <dt className="text-gray-600">
                  <Trans>Duration</Trans>
                </dt>
                <dd>{d.duration || WORK_DEFAULTS.duration}</dd>
                <dt className="text-gray-600">
                  <Trans>Format</Trans>
                </dt>
                <dd>{d.format || WORK_DEFAULTS.format}</dd>
                <dt className="text-gray-600">
                  <Trans>Notes</Trans>
                </dt>
                <dd className="whitespace-pre-line">{d.notes || '-'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function PlatformsCard({ platforms }: { platforms: CampaignWire['basic_info']['platform'] }) {
  const { t } = useLingui();
  return (
    <Section id="platforms" title={t`Target Platforms`}>
      <ul className="flex flex-wrap gap-2">
        {platforms.map((p) => (
          <li
            key={p._id}
            className="flex items-center gap-2 rounded-full border border-border px-3 py-1 text-sm text-gray-900"
          >
            <PlatformIcon name={p.platform_name} logo={p.platform_logo} className="size-4" />
            {p.platform_name}
          </li>
        ))}
      </ul>
    </Section>
  );
}
