import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Eye, FileX } from 'lucide-react';
import { useState } from 'react';
import { NewTabLink } from '@/components/new-tab-link';
import { Button } from '@/components/ui/button';
import { useDownloadFile } from '../api/download-file';
import { shortFileName } from '../lib/deliverables';
import type { FileGroup, WorkFile } from '../lib/files';
import { FilePreviewDialog, type PreviewFile } from './file-preview-dialog';
import { FileThumb } from './file-thumb';
import { PlatformIcon } from './platform-icon';

function DownloadButton({ file }: { file: WorkFile }) {
  const { t } = useLingui();
  const download = useDownloadFile();
  const name = file.name;
  return (
    <Button
      variant="outline"
      size="sm"
      busy={download.isPending}
      busyLabel={t`Downloading...`}
      aria-label={t`Download ${name}`}
      onClick={() => download.mutate({ url: file.fileUrl, name: file.name })}
    >
      <Download aria-hidden />
      <Trans>Download</Trans>
    </Button>
  );
}

/**
 * Submitted files grouped by platform and deliverable type (doc 001 §2). 'links' opens each file in
 * a new tab (pending review); 'actions' gives View (preview dialog) and Download (rework).
 */
export function SubmittedFiles({
  groups,
  mode,
  emptyText,
}: {
  groups: FileGroup[];
  mode: 'links' | 'actions';
  emptyText?: string;
}) {
  const { t } = useLingui();
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const viewLabel = (name: string) => t`View ${name}`;
  if (groups.length === 0)
    return (
      <p className="flex items-center gap-2 text-sm text-gray-600">
        <FileX aria-hidden className="size-4" />
        {emptyText ?? t`No files submitted`}
      </p>
    );
  return (
    <>
      <ul className="flex flex-col gap-4">
        {groups.map((g) => (
          <li key={g.key} className="flex flex-col gap-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold text-gray-900">
              <PlatformIcon name={g.platformName} logo={g.platformLogo} />
              {g.platformName}
              <span className="font-normal text-gray-600">· {g.deliverableName}</span>
            </h3>
            <ul className="flex flex-col gap-2">
              {g.files.map((f) => (
                <li
                  key={f._id}
                  className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-2.5"
                >
                  <FileThumb url={f.fileUrl} name={f.name} contentType={f.contentType} className="size-11" />
                  {mode === 'links' ? (
                    <NewTabLink
                      href={f.fileUrl}
                      className="flex min-w-0 flex-1 items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
                      title={f.name}
                    >
                      <span className="truncate">{shortFileName(f.name)}</span>
                    </NewTabLink>
                  ) : (
                    <>
                      {/* The name keeps at least 8rem and wraps rather than clip; on a phone the
                          buttons move to their own line below it (issue 12 §9). */}
                      <span
                        className="min-w-32 flex-1 text-sm font-medium break-all text-gray-900"
                        title={f.name}
                      >
                        {shortFileName(f.name)}
                      </span>
                      <span className="ml-auto flex gap-1">
                        <Button
                          variant="ghost"
                          size="sm"
                          aria-label={viewLabel(f.name)}
                          onClick={() =>
                            setPreview({ url: f.fileUrl, name: f.name, contentType: f.contentType })
                          }
                        >
                          <Eye aria-hidden />
                          <Trans>View</Trans>
                        </Button>
                        <DownloadButton file={f} />
                      </span>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {g.notes ? <Notes notes={g.notes} /> : null}
          </li>
        ))}
      </ul>
      <FilePreviewDialog file={preview} onClose={() => setPreview(null)} />
    </>
  );
}

function Notes({ notes }: { notes: string }) {
  return (
    <p className="text-xs text-gray-600">
      <Trans>Notes: {notes}</Trans>
    </p>
  );
}
