import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PickButton, UploadBar } from '../../shared/upload-controls';
import { useAssetUpload } from './use-asset-upload';

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
      {slot.progress !== null ? <UploadBar label={label} progress={slot.progress} /> : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
