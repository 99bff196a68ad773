import type { MetricReading } from '@ih/contract/results';
import type { MetricStatus } from '@ih/contract/results-enums';
import { METRIC_SOURCE_LABELS, METRIC_STATUS_LABELS } from '@ih/contract/results-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@/components/ui/badge';
import { METRIC_TONES } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { intlLocale, translateText } from '@/lib/i18n';

/** A reading's state as a badge (design §17). */
export function ReadingStatusBadge({ status }: { status: MetricStatus }) {
  return <Badge tone={METRIC_TONES[status]}>{translateText(METRIC_STATUS_LABELS[status])}</Badge>;
}

/**
 * What a reading says, the same for the creator (their work page) and the brand team (the
 * application in the console): its state, where the numbers came from and when, the post and every
 * number given.
 */
export function ReadingSummary({ r }: { r: MetricReading }) {
  const { t } = useLingui();
  const format = new Intl.NumberFormat(intlLocale());
  const views = format.format(r.views);
  const likes = format.format(r.likes);
  const comments = format.format(r.comments);
  const shares = r.shares === null ? null : format.format(r.shares);
  const saves = r.saves === null ? null : format.format(r.saves);
  const reach = r.reach === null ? null : format.format(r.reach);
  const extras = [
    shares === null ? null : t`${shares} shares`,
    saves === null ? null : t`${saves} saves`,
    reach === null ? null : t`reach ${reach}`,
  ].filter(Boolean);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ReadingStatusBadge status={r.status} />
        <span className="text-xs text-gray-600">
          {translateText(METRIC_SOURCE_LABELS[r.source])} · {formatDateTime(r.capturedAt)}
        </span>
      </div>
      <p className="break-all text-gray-700">{r.postUrl}</p>
      <p className="text-gray-900">
        <Trans>
          {views} views · {likes} likes · {comments} comments
        </Trans>
        {extras.map((text) => ` · ${text}`).join('')}
      </p>
    </>
  );
}
