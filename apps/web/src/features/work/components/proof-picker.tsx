import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { UploadProgress } from '@/components/ui/upload-progress';
import { cn } from '@/lib/cn';
import { PROOF_ACCEPT, shortFileName } from '../lib/deliverables';
import type { Slot } from './use-slot-uploads';

/** The screenshot upload of the approved page: jpeg, jpg or png, streamed with visible progress. */
export function ProofPicker({
  id,
  label,
  slot,
  disabled,
  onPick,
  onRemove,
}: {
  id: string;
  label: string;
  slot: Slot | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const fileName = slot?.file.name ?? '';
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-gray-800">
        <Trans>Screenshot</Trans>
      </span>
      <div className="flex items-center gap-2">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            id={id}
            type="file"
            accept={PROOF_ACCEPT}
            disabled={disabled}
            className="sr-only"
            aria-label={t`Upload screenshot for ${label}`}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onPick(file);
            }}
          />
          <ImagePlus aria-hidden className="size-4" />
          {slot ? t`Replace Screenshot` : t`Upload Screenshot`}
        </label>
        {slot ? (
          <Button
            variant="ghost"
            size="icon-sm"
            disabled={disabled}
            onClick={onRemove}
            aria-label={t`Remove screenshot ${fileName}`}
          >
            <Trash2 aria-hidden />
          </Button>
        ) : null}
      </div>
      {slot ? (
        <div className="flex items-center gap-3">
          <img
            src={slot.previewUrl}
            alt={t`Screenshot ${fileName}`}
            className="size-14 rounded-md object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="truncate text-xs text-gray-800" title={slot.file.name}>
              {shortFileName(slot.file.name)}
            </span>
            <UploadProgress fileName={slot.file.name} status={slot} bar="sm" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
