import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, RefreshCw, Trash2, UploadCloud } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { UploadProgress } from '@/components/ui/upload-progress';
import { cn } from '@/lib/cn';
import { shortFileName } from '../lib/deliverables';
import type { SlotFile } from './use-work-slots';

/**
 * One file picker: drag and drop or click (doc 001 §2). Empty it reads 'Upload File' / 'Drag & drop or
 * click'; with a file, 'File Selected', the shortened name, a preview and the upload's progress.
 * The input stays in the tab order (visually hidden), so the keyboard reaches it.
 */
export function FileDrop({
  id,
  label,
  accept,
  hint,
  slot,
  disabled,
  onPick,
  onRemove,
  previewKind,
  describedBy,
  invalid,
}: {
  id: string;
  /** What the picker is for, read by screen readers ('Instagram, Reel'). */
  label: string;
  accept: string;
  hint: string;
  slot: SlotFile | undefined;
  disabled: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
  previewKind: (file: { name: string; contentType: string }) => 'image' | 'video' | 'other';
  /** The id of the slot's error message, when it has one. */
  describedBy?: string;
  invalid?: boolean;
}) {
  const { t } = useLingui();
  const name = slot?.name ?? '';
  const input = (
    <input
      id={id}
      type="file"
      accept={accept}
      disabled={disabled}
      className="peer sr-only"
      aria-label={slot ? t`Replace file for ${label}` : t`Upload file for ${label}`}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onChange={(e) => {
        const file = e.target.files?.[0];
        // Cleared so choosing the same file again still fires a change.
        e.target.value = '';
        if (file) onPick(file);
      }}
    />
  );

  if (!slot)
    return (
      <DropZone
        htmlFor={id}
        disabled={disabled}
        invalid={invalid}
        onDrop={([file]) => file && onPick(file)}
        className="min-h-32 p-4"
      >
        {input}
        <UploadCloud aria-hidden className="size-6 text-brand-700" />
        <span className="text-sm font-medium text-gray-900">
          <Trans>Upload File</Trans>
        </span>
        <span className="text-xs text-gray-600">
          <Trans>Drag & drop or click</Trans>
        </span>
        <span className="text-xs text-gray-600">{hint}</span>
      </DropZone>
    );

  const kind = previewKind(slot);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-white p-3">
      <div className="flex items-center gap-1.5 text-sm font-medium text-green-800">
        <CheckCircle2 aria-hidden className="size-4" />
        <Trans>File Selected</Trans>
      </div>
      <p className="truncate text-sm text-gray-800" title={slot.name}>
        {shortFileName(slot.name)}
      </p>
      <div className="flex h-36 items-center justify-center overflow-hidden rounded-md bg-gray-100">
        {kind === 'image' ? (
          <img src={slot.previewUrl} alt={t`Preview of ${name}`} className="size-full object-contain" />
        ) : kind === 'video' ? (
          <video src={slot.previewUrl} controls muted className="size-full bg-black object-contain" />
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <UploadProgress fileName={slot.name} status={slot} />
      </div>
      <div className="flex gap-2">
        <label
          htmlFor={id}
          className={cn(
            'inline-flex h-8 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          {input}
          <RefreshCw aria-hidden className="size-4" />
          <Trans>Replace</Trans>
        </label>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          disabled={disabled}
          onClick={onRemove}
          aria-label={t`Remove ${name}`}
        >
          <Trash2 aria-hidden />
          <Trans>Remove</Trans>
        </Button>
      </div>
    </div>
  );
}
