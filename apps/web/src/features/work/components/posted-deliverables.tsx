import { formatPostingTime } from '@ih/contract/posting-time';
import type { WorkItem } from '@ih/contract/work';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { formatDayMonthYear } from '@/lib/format';
import { filesFor, postFor } from '../lib/files';
import { WORK_DEFAULTS } from '../lib/messages';
import { FilePreviewDialog, type PreviewFile } from './file-preview-dialog';
import { PreviewThumb } from './file-thumb';
import { PlatformIcon } from './platform-icon';
import { FactGrid, Section } from './section';

/**
 * One row per deliverable (posting date, time, format default 'Any', remarks) and one column per
 * platform: the first approved file, the file count, the 'View Post' live link and the screenshot
 * proof (doc 001 §2, completed and final posted pages). Files and screenshots open a preview.
 */
export function PostedDeliverables({ item, title }: { item: WorkItem; title: string }) {
  const { t } = useLingui();
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const c = item.campaign;
  const platforms = c.basic_info.platform;
  return (
    <Section id="posted-deliverables" title={title}>
      <ul className="flex flex-col gap-4">
        {c.deliverables.map((d) => (
          <li key={d._id} className="flex flex-col gap-3 rounded-lg border border-border p-3">
            <div className="flex flex-col gap-2">
              <p className="font-semibold text-gray-900">{d.deliverableType.content_type}</p>
              <FactGrid
                className="grid grid-cols-2 gap-2 text-sm md:grid-cols-4"
                facts={[
                  [t`Posting Date`, formatDayMonthYear(d.posting_date)],
                  [t`Time`, formatPostingTime(d.posting_time) || '-'],
                  [t`Format`, d.format || WORK_DEFAULTS.format],
                  [t`Remarks`, d.remarks || '-'],
                ]}
              />
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
              {platforms.map((p) => {
                const files = filesFor(item.task_details, p._id, d._id);
                const first = files[0];
                const post = postFor(item, p._id, d._id);
                const platform = p.platform_name;
                const fileCount = files.length;
                return (
                  <li key={p._id} className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3 text-sm">
                    <span className="flex items-center justify-between gap-2 font-medium text-gray-900">
                      <span className="flex items-center gap-2">
                        <PlatformIcon name={p.platform_name} logo={p.platform_logo} className="size-4" />
                        {p.platform_name}
                      </span>
                      <span className="text-xs font-normal text-gray-600">
                        <Plural value={fileCount} one="# file" other="# files" />
                      </span>
                    </span>
                    {first ? (
                      <PreviewThumb
                        file={first}
                        size="size-20"
                        className="self-start"
                        onPreview={setPreview}
                      />
                    ) : (
                      <span className="flex items-center gap-1.5 text-xs text-gray-600">
                        <ImageOff aria-hidden className="size-4" />
                        <Trans>No files</Trans>
                      </span>
                    )}
                    {post.link ? (
                      <a
                        href={post.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                        aria-label={t`View Post on ${platform} (opens in a new tab)`}
                      >
                        <ExternalLink aria-hidden className="size-3.5" />
                        <Trans>View Post</Trans>
                      </a>
                    ) : (
                      <span className="text-xs text-gray-600">
                        <Trans>No post link</Trans>
                      </span>
                    )}
                    {post.proof ? (
                      <button
                        type="button"
                        className="flex items-center gap-2 self-start rounded-md text-xs text-gray-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() =>
                          setPreview({ url: post.proof, name: t`Screenshot proof`, contentType: 'image/png' })
                        }
                      >
                        <img src={post.proof} alt="" className="size-10 rounded object-cover" />
                        <Trans>Screenshot proof</Trans>
                      </button>
                    ) : (
                      <span className="text-xs text-gray-600">
                        <Trans>No screenshot</Trans>
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </Section>
  );
}
