import type { ReviewComment } from '@ih/contract/comments';
import { formatMoment } from '@ih/contract/comments-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

/** The numbered comments, with where each is pinned and, once addressed, the creator's reply. */
export function CommentList({
  comments,
  fileName,
  action,
  showVersion = false,
}: {
  comments: ReviewComment[];
  fileName: (id: string) => string;
  action?: (c: ReviewComment) => ReactNode;
  /** Says which work version each comment was pinned on, for comments of earlier versions. */
  showVersion?: boolean;
}) {
  const { t } = useLingui();
  const where = (c: ReviewComment) => {
    if (c.atSeconds === null) return t`on the image`;
    const moment = formatMoment(c.atSeconds);
    return t`at ${moment}`;
  };
  return (
    <ol className="flex flex-col gap-3">
      {comments.map((c, i) => (
        <li key={c._id} className="flex gap-3 rounded-lg border border-border p-3 text-sm">
          <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
            {i + 1}
          </span>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="text-xs text-gray-600">
              {showVersion && c.version !== null ? (
                <Badge tone="neutral" className="mr-1">
                  <VersionLabel version={c.version} />
                </Badge>
              ) : null}
              {fileName(c.fileId)} · {where(c)} · {c.author.name}
            </p>
            <p className="whitespace-pre-line text-gray-900">{c.text}</p>
            {c.addressedAt ? (
              <p className="flex flex-wrap items-center gap-2">
                <Badge tone="green">
                  <Trans>Addressed</Trans>
                </Badge>
                {c.reply ? <span className="text-gray-800">{c.reply}</span> : null}
              </p>
            ) : null}
            {action?.(c)}
          </div>
        </li>
      ))}
    </ol>
  );
}

function VersionLabel({ version }: { version: number }) {
  return <Trans>Version {version}</Trans>;
}
