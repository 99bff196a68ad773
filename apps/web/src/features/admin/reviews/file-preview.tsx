import { Download, FileText } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatSize, previewKind } from './group';

export interface PreviewFile {
  _id: string;
  fileUrl: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * One submitted file shown inline: images as images, videos with the browser's controls (loading
 * only metadata until played, so a page of reels stays light), anything else as a link.
 */
export function FilePreview({ file, compact = false }: { file: PreviewFile; compact?: boolean }) {
  const kind = previewKind(file.contentType);
  const frame = cn(
    'w-full rounded-lg border border-border bg-gray-100 object-contain',
    compact ? 'max-h-40' : 'max-h-56 sm:max-h-96',
  );
  return (
    <figure className="flex min-w-0 flex-col gap-1.5">
      {kind === 'image' ? (
        <a href={file.fileUrl} target="_blank" rel="noopener noreferrer" className="block">
          <img src={file.fileUrl} alt={`Submitted file ${file.name}`} loading="lazy" className={frame} />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: creators upload raw drafts; there are no captions to offer
        <video
          controls
          preload="metadata"
          src={file.fileUrl}
          className={frame}
          aria-label={`Submitted video ${file.name}`}
        />
      ) : (
        <div className="flex h-24 items-center justify-center rounded-lg border border-border bg-gray-50">
          <FileText aria-hidden className="size-8 text-gray-500" />
        </div>
      )}
      {/* The name wraps on its own line: in a two-column grid on a phone a one-line name read "work-v1-fac…". */}
      <figcaption className="flex flex-col items-start gap-1 text-xs text-gray-700">
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {file.name} · {formatSize(file.size)}
        </span>
        <a
          href={file.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          download={file.name}
          className="inline-flex shrink-0 items-center gap-1 rounded px-1 font-medium text-brand-700 hover:underline"
        >
          <Download aria-hidden className="size-3.5" />
          Open<span className="sr-only"> {file.name} in a new tab</span>
        </a>
      </figcaption>
    </figure>
  );
}
