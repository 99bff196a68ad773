import { ExternalLink, FileText, Trash2, UploadCloud } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useAssetUpload } from './use-asset-upload';

export function UploadProgress({ label, progress }: { label: string; progress: number }) {
  return (
    <div className="flex items-center gap-2">
      <progress
        max={100}
        value={progress}
        aria-label={`${label} upload progress`}
        className="h-2 w-full max-w-xs overflow-hidden rounded-full accent-brand-700"
      />
      <span className="text-xs text-gray-700">{progress}%</span>
    </div>
  );
}

/** A keyboard-reachable file button: the input is visually hidden inside its label. */
export function PickButton({
  id,
  accept,
  disabled,
  describedBy,
  invalid,
  onPick,
  children,
  multiple,
}: {
  id: string;
  accept: string;
  disabled?: boolean;
  describedBy?: string;
  invalid?: boolean;
  onPick: (files: File[]) => void;
  children: ReactNode;
  multiple?: boolean;
}) {
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 shadow-sm hover:bg-gray-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
    >
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className="sr-only"
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          // Cleared so choosing the same file again still fires a change.
          e.target.value = '';
          if (files.length) onPick(files);
        }}
      />
      <UploadCloud aria-hidden className="size-4 text-brand-700" />
      {children}
    </label>
  );
}

/** One media asset: upload, see (an image) or open (a document or video), remove. */
export function AssetField({
  id,
  label,
  hint,
  value,
  onChange,
  onBusyChange,
  allowed,
  image,
  error,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  onBusyChange: (busy: boolean) => void;
  allowed: readonly string[];
  /** Images get a thumbnail; other files a link. */
  image?: boolean;
  error?: string;
}) {
  const slot = useAssetUpload(onBusyChange, allowed);
  const shown = slot.error ?? error;
  const ids = [`${id}-hint`, shown ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-gray-800">{label}</span>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          image ? (
            <img
              src={value}
              alt={`${label} preview`}
              className="size-16 rounded-lg border border-border object-cover"
            />
          ) : (
            <a
              href={value}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1.5 text-sm text-brand-700 hover:underline"
            >
              <FileText aria-hidden className="size-4" />
              Open file
              <ExternalLink aria-hidden className="size-3.5" />
              <span className="sr-only">{label} (opens in a new tab)</span>
            </a>
          )
        ) : null}
        <PickButton
          id={id}
          accept={allowed.join(',')}
          disabled={slot.busy}
          describedBy={ids}
          invalid={!!shown}
          onPick={async ([file]) => {
            const url = file ? await slot.upload(file) : null;
            if (url) onChange(url);
          }}
        >
          {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
        </PickButton>
        {value && !slot.busy ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange('')}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            <Trash2 aria-hidden />
            Remove
          </Button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-gray-600">
        {hint}
      </p>
      {slot.progress !== null ? <UploadProgress label={label} progress={slot.progress} /> : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
