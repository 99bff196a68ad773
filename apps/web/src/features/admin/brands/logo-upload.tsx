import { UPLOAD_PURPOSES } from '@ih/contract/upload-rules';
import { ImageIcon, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PickButton, UploadBar } from '../shared/upload-controls';
import { useStaffUpload } from '../shared/use-staff-upload';

const LOGO_TYPES = UPLOAD_PURPOSES['brand-logo'].types;

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
  const slot = useStaffUpload({
    purpose: 'brand-logo',
    allowed: LOGO_TYPES,
    failed: 'Failed to upload the logo',
    onBusyChange,
  });
  const shown = slot.error ?? error;
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
            <PickButton
              id={id}
              accept={LOGO_TYPES.join(',')}
              disabled={disabled || slot.busy}
              describedBy={`${id}-hint${shown ? ` ${id}-error` : ''}`}
              invalid={!!shown}
              onPick={async ([file]) => {
                const url = file ? await slot.upload(file) : null;
                if (url) onChange(url);
              }}
            >
              {value ? 'Replace logo' : 'Upload logo'}
            </PickButton>
            {value && !slot.busy ? (
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
      {slot.progress !== null ? <UploadBar label="Logo" progress={slot.progress} /> : null}
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
