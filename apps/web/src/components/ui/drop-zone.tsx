import { type ReactNode, useState } from 'react';
import { cn } from '@/lib/cn';

/**
 * The dashed area a file is dropped on or clicked (it is the label of the file input the caller
 * puts inside, so a click opens the picker and the input stays in the tab order). It lights up while
 * a drag is over it; a drop hands over the dropped files unless the picker is disabled.
 */
export function DropZone({
  htmlFor,
  disabled,
  invalid,
  onDrop,
  className,
  children,
}: {
  htmlFor: string;
  disabled: boolean;
  invalid?: boolean;
  onDrop: (files: File[]) => void;
  /** Its size: height and padding. */
  className?: string;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <label
      htmlFor={htmlFor}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        const files = [...e.dataTransfer.files];
        if (files.length && !disabled) onDrop(files);
      }}
      className={cn(
        'flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 text-center transition-colors hover:border-brand-400 hover:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
        className,
        over && 'border-brand-500 bg-brand-50',
        invalid && 'border-red-500 bg-red-50',
        disabled && 'cursor-not-allowed opacity-60',
      )}
    >
      {children}
    </label>
  );
}
