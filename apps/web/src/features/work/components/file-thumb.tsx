import { useLingui } from '@lingui/react/macro';
import { FileText, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { previewKind } from '../lib/deliverables';
import type { PreviewFile } from './file-preview-dialog';

/** A small picture of a file: the image itself, a muted first frame of a video, else a file icon. */
export function FileThumb({
  url,
  name,
  contentType,
  className,
}: {
  url: string;
  name: string;
  contentType?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const known = previewKind({ url, name, contentType });
  // Campaign assets come as bare URLs (no type, no extension): try them as images, fall back to an icon.
  const kind = known === 'other' && !contentType && !failed ? 'image' : known;
  const box = cn(
    'flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gray-100',
    className,
  );
  if (kind === 'image' && !failed)
    return (
      <span className={box}>
        <img
          src={url}
          alt=""
          loading="lazy"
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      </span>
    );
  if (kind === 'video')
    return (
      <span className={cn(box, 'relative bg-gray-900')}>
        <video
          src={url}
          muted
          preload="metadata"
          className="size-full object-cover"
          aria-hidden
          tabIndex={-1}
        />
        <PlayCircle aria-hidden className="absolute size-6 text-white" />
      </span>
    );
  return (
    <span className={box}>
      <FileText aria-hidden className="size-6 text-gray-500" />
    </span>
  );
}

/** A stored file's thumbnail as a button that opens it in the preview dialog. */
export function PreviewThumb({
  file,
  size,
  className,
  onPreview,
}: {
  file: { fileUrl: string; name: string; contentType?: string | null };
  /** The thumbnail's size class. */
  size: string;
  className?: string;
  onPreview: (file: PreviewFile) => void;
}) {
  const { t } = useLingui();
  const name = file.name;
  return (
    <button
      type="button"
      className={cn(
        'rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
      aria-label={t`Preview ${name}`}
      onClick={() => onPreview({ url: file.fileUrl, name: file.name, contentType: file.contentType })}
    >
      <FileThumb url={file.fileUrl} name={file.name} contentType={file.contentType} className={size} />
    </button>
  );
}
