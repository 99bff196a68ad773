import type { SlideRange } from '@ih/contract/work-slots';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DropZone } from '@/components/ui/drop-zone';
import { UploadProgress } from '@/components/ui/upload-progress';
import { shortFileName } from '../lib/deliverables';
import type { SlotFile } from './use-work-slots';

const countText = (range: SlideRange) =>
  range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`;

/**
 * A slot that takes several files (a Carousel's "jpg / png (5-8 slides)", issue 26 A): the slides
 * in order, each with its upload state and Move up, Move down and Remove buttons (the keyboard's
 * way to reorder), then a picker that adds one or more files at the end.
 */
export function SlideList({
  id,
  label,
  accept,
  hint,
  range,
  files,
  disabled,
  onAdd,
  onRemove,
  onMove,
  describedBy,
  invalid,
  previewKind,
}: {
  id: string;
  /** 'Instagram, Carousel': what the slides are for, read by screen readers. */
  label: string;
  accept: string;
  hint: string;
  range: SlideRange;
  files: SlotFile[];
  disabled: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onMove: (key: string, by: -1 | 1) => void;
  describedBy?: string;
  invalid?: boolean;
  previewKind: (file: { name: string; contentType: string }) => 'image' | 'video' | 'other';
}) {
  const { t } = useLingui();
  const full = files.length >= range.max;
  const added = files.length;
  const wanted = countText(range);
  const counterId = `${id}-count`;
  return (
    <div className="flex flex-col gap-2">
      <p id={counterId} className="text-xs font-medium text-gray-700" aria-live="polite">
        <Trans>
          {added} of {wanted} slides added
        </Trans>
      </p>
      {files.length ? (
        <ol className="flex flex-col gap-2" aria-label={t`Slides for ${label}`}>
          {files.map((f, i) => {
            const n = i + 1;
            const kind = previewKind(f);
            const name = f.name;
            return (
              <li
                key={f.key}
                className="flex items-center gap-2 rounded-lg border border-border bg-white p-2"
              >
                <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
                  {n}
                </span>
                <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-gray-100">
                  {kind === 'image' ? (
                    <img src={f.previewUrl} alt="" className="size-full object-cover" />
                  ) : kind === 'video' ? (
                    <video src={f.previewUrl} muted className="size-full object-cover" />
                  ) : null}
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm text-gray-900" title={f.name}>
                    {shortFileName(f.name)}
                  </span>
                  <UploadProgress fileName={f.name} status={f} bar="none" />
                </span>
                <span className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={disabled || i === 0}
                    aria-label={t`Move slide ${n} (${name}) up`}
                    onClick={() => onMove(f.key, -1)}
                  >
                    <ArrowUp aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={disabled || i === files.length - 1}
                    aria-label={t`Move slide ${n} (${name}) down`}
                    onClick={() => onMove(f.key, 1)}
                  >
                    <ArrowDown aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    disabled={disabled}
                    aria-label={t`Remove slide ${n} (${name})`}
                    onClick={() => onRemove(f.key)}
                  >
                    <Trash2 aria-hidden />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      {full ? null : (
        <DropZone htmlFor={id} disabled={disabled} invalid={invalid} onDrop={onAdd} className="min-h-24 p-3">
          <input
            id={id}
            type="file"
            multiple
            accept={accept}
            disabled={disabled}
            className="peer sr-only"
            aria-label={t`Add slides for ${label}`}
            aria-describedby={[counterId, describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={(e) => {
              const picked = [...(e.target.files ?? [])];
              // Cleared so choosing the same files again still fires a change.
              e.target.value = '';
              if (picked.length) onAdd(picked);
            }}
          />
          <ImagePlus aria-hidden className="size-6 text-brand-700" />
          <span className="text-sm font-medium text-gray-900">
            {files.length ? t`Add more slides` : t`Add slides`}
          </span>
          <span className="text-xs text-gray-600">
            <Trans>Drag & drop or click · {hint}</Trans>
          </span>
        </DropZone>
      )}
    </div>
  );
}
