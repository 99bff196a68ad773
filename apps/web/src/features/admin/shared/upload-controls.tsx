import { UploadCloud } from 'lucide-react';
import type { ReactNode } from 'react';

/** How far a file's upload has gone, named after what it is. */
export function UploadBar({ label, progress }: { label: string; progress: number }) {
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
