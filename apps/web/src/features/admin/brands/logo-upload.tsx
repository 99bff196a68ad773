import { tooLargeMessage, typeNotAllowedMessage, UPLOAD_PURPOSES } from '@ih/contract/upload-rules';
import { ImageIcon, Trash2, UploadCloud } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage, uploadFile } from '@/lib/api-client';

const LOGO = UPLOAD_PURPOSES['brand-logo'];

/**
 * The brand logo: pick an image, watch it upload, see it. The form keeps only the returned fileUrl,
 * which is what the API takes. `onBusyChange` lets the form hold Save while a file is on its way.
 */
export function LogoUpload({
  id,
  value,
  onChange,
  onBusyChange,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [localError, setLocalError] = useState<string>();
  const abort = useRef<AbortController | null>(null);
  // Leaving the page cancels an upload still running.
  useEffect(() => () => abort.current?.abort(), []);

  async function pick(file: File) {
    setLocalError(undefined);
    if (!(LOGO.types as readonly string[]).includes(file.type))
      return setLocalError(typeNotAllowedMessage(LOGO.types));
    if (file.size > LOGO.maxBytes) return setLocalError(tooLargeMessage(LOGO.maxBytes));
    abort.current = new AbortController();
    setProgress(0);
    onBusyChange(true);
    try {
      const uploaded = await uploadFile(file, {
        purpose: 'brand-logo',
        scope: 'staff',
        onProgress: setProgress,
        signal: abort.current.signal,
        fallbackMessage: 'Failed to upload the logo',
      });
      onChange(uploaded.fileUrl);
    } catch (err) {
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        setLocalError(errorMessage(err, 'Failed to upload the logo'));
    } finally {
      setProgress(null);
      onBusyChange(false);
    }
  }

  const shown = localError ?? error;
  const busy = progress !== null;
  return (
    <div className="flex flex-col gap-1.5">
      <span id={`${id}-label`} className="text-sm font-medium text-gray-800">
        Logo
      </span>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-gray-50">
          {value ? (
            <img src={value} alt="Brand logo preview" className="size-full object-contain" />
          ) : (
            <ImageIcon aria-hidden className="size-7 text-gray-500" />
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <label
              htmlFor={id}
              className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
            >
              <input
                id={id}
                type="file"
                accept={LOGO.types.join(',')}
                className="sr-only"
                disabled={disabled || busy}
                aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
                aria-invalid={shown ? true : undefined}
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  // Cleared so choosing the same file again still fires a change.
                  e.target.value = '';
                  if (file) void pick(file);
                }}
              />
              <UploadCloud aria-hidden className="size-4 text-brand-700" />
              {value ? 'Replace logo' : 'Upload logo'}
            </label>
            {value && !busy ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')} disabled={disabled}>
                <Trash2 aria-hidden />
                Remove
              </Button>
            ) : null}
          </div>
          <p id={`${id}-hint`} className="text-xs text-gray-600">
            JPG, PNG, GIF or WEBP, up to 2 MB.
          </p>
        </div>
      </div>
      {busy ? (
        <div className="flex items-center gap-2">
          <progress
            max={100}
            value={progress}
            aria-label="Logo upload progress"
            className="h-2 w-full max-w-xs overflow-hidden rounded-full accent-brand-700"
          />
          <span className="text-xs text-gray-700">{progress}%</span>
        </div>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
