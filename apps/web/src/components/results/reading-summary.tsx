import type { MetricReading } from '@ih/contract/results';
import type { MetricStatus } from '@ih/contract/results-enums';
import { METRIC_SOURCE_LABELS, METRIC_STATUS_LABELS } from '@ih/contract/results-messages';
import { Badge } from '@/components/ui/badge';
import { METRIC_TONES } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';

const count = (v: number) => v.toLocaleString('en-IN');

/** A reading's state as a badge (design §17). */
export function ReadingStatusBadge({ status }: { status: MetricStatus }) {
  return <Badge tone={METRIC_TONES[status]}>{METRIC_STATUS_LABELS[status]}</Badge>;
}

/**
 * What a reading says, the same for the creator (their work page) and the brand team (the
 * application in the console): its state, where the numbers came from and when, the post and every
 * number given.
 */
export function ReadingSummary({ r }: { r: MetricReading }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <ReadingStatusBadge status={r.status} />
        <span className="text-xs text-gray-600">
          {METRIC_SOURCE_LABELS[r.source]} · {formatDateTime(r.capturedAt)}
        </span>
      </div>
      <p className="break-all text-gray-700">{r.postUrl}</p>
      <p className="text-gray-900">
        {count(r.views)} views · {count(r.likes)} likes · {count(r.comments)} comments
        {r.shares !== null && ` · ${count(r.shares)} shares`}
        {r.saves !== null && ` · ${count(r.saves)} saves`}
        {r.reach !== null && ` · reach ${count(r.reach)}`}
      </p>
    </>
  );
}
