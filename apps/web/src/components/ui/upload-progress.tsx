import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { translateText } from '@/lib/i18n';

/** Where one file's upload stands: the shape every upload hook of the app keeps per file. */
export interface UploadStatus {
  progress: number;
  state: 'uploading' | 'done' | 'error';
  error?: string;
}

/**
 * A file's upload: a progress bar (named "Upload of <file>", 0–100) and the line under it,
 * "Uploading... N%", "Uploaded" or the error, read out as it changes. A fragment, so each place
 * lays the two out in its own column; `bar="none"` leaves only the line (a slide's row is too small).
 */
export function UploadProgress({
  fileName,
  status,
  bar = 'md',
}: {
  fileName: string;
  status: UploadStatus;
  bar?: 'md' | 'sm' | 'none';
}) {
  const { t } = useLingui();
  const { state, progress } = status;
  return (
    <>
      {bar === 'none' ? null : (
        <div
          role="progressbar"
          aria-label={t`Upload of ${fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className={cn('w-full overflow-hidden rounded-full bg-gray-200', bar === 'sm' ? 'h-1.5' : 'h-2')}
        >
          <div
            className={cn(
              'h-full rounded-full transition-[width]',
              state === 'error' ? 'bg-red-600' : state === 'done' ? 'bg-green-600' : 'bg-brand-600',
            )}
            style={{ width: `${progress}%` }}
          />
        </div>
      )}
      <span
        className={cn('text-xs', state === 'error' ? 'text-red-700' : 'text-gray-600')}
        aria-live="polite"
      >
        {state === 'error'
          ? translateText(status.error ?? '')
          : state === 'done'
            ? t`Uploaded`
            : t`Uploading... ${progress}%`}
      </span>
    </>
  );
}
