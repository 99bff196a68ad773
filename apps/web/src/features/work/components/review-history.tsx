import { REASON_CODE_LABELS } from '@ih/contract/reason-messages';
import type { WorkItem } from '@ih/contract/work';
import { Trans, useLingui } from '@lingui/react/macro';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { groupFiles } from '../lib/files';
import { Section } from './section';
import { SubmittedFiles } from './submitted-files';

/** The status history and earlier work versions, newest first (design §4: versions kept for review). */
export function ReviewHistory({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  if (item.history.length === 0 && item.previous_versions.length === 0) return null;
  const history = [...item.history].reverse();
  return (
    <Section id="review-history" title={t`Review History`}>
      <div className="flex flex-col gap-5">
        <ol className="flex flex-col gap-3 border-l-2 border-gray-200 pl-4">
          {history.map((h) => (
            <li key={`${h.at}-${h.to}`} className="flex flex-col gap-1 text-sm">
              <span className="flex flex-wrap items-center gap-2">
                <StatusBadge status={h.to} />
                <span className="text-gray-600">{formatDateTime(h.at)}</span>
              </span>
              {h.reasonCode ? (
                <span className="font-medium text-gray-900">
                  <Reason code={h.reasonCode} />
                </span>
              ) : null}
              {h.note ? <span className="whitespace-pre-line text-gray-800">{h.note}</span> : null}
            </li>
          ))}
        </ol>
        {item.previous_versions.map((v) => (
          <details key={v.version} className="rounded-lg border border-border p-3">
            <summary className="cursor-pointer text-sm font-medium text-gray-900">
              <VersionLine version={v.version} submittedAt={v.submittedAt} />
            </summary>
            <div className="mt-3">
              <SubmittedFiles groups={groupFiles(v.task_details, item.campaign)} mode="actions" />
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}

function Reason({ code }: { code: keyof typeof REASON_CODE_LABELS }) {
  const reason = translateText(REASON_CODE_LABELS[code]);
  return <Trans>Reason: {reason}</Trans>;
}

function VersionLine({ version, submittedAt }: { version: number; submittedAt: string }) {
  const at = formatDateTime(submittedAt);
  return (
    <Trans>
      Version {version} · submitted {at}
    </Trans>
  );
}
