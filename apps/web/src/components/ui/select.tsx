import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A single choice from a short list, drawn with our look over the browser's own select. The native
 * control is the better one on phones (the system picker), is fully accessible and keyboard
 * friendly as it stands, and costs no JavaScript: a popover select and its positioning library added
 * about 25 KB gzipped to every page with a filter (design §7). An empty value shows the placeholder.
 */
export function Select({
  value,
  onValueChange,
  options,
  placeholder,
  className,
  disabled,
  id,
  name,
  ...aria
}: {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  className?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const current = value ?? '';
  const showPlaceholder = current === '' || !options.some((o) => o.value === current);
  return (
    <div className={cn('relative w-full', className)}>
      <select
        id={id}
        name={name}
        disabled={disabled}
        value={showPlaceholder ? '' : current}
        onChange={(e) => onValueChange(e.target.value)}
        {...aria}
        className={cn(
          'h-10 w-full cursor-pointer appearance-none truncate rounded-lg border border-gray-300 bg-white py-0 pr-9 pl-3 text-sm text-gray-900 shadow-xs focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 disabled:cursor-not-allowed disabled:bg-gray-100 aria-invalid:border-red-600',
          showPlaceholder && 'text-gray-500',
        )}
      >
        {showPlaceholder ? (
          <option value="" disabled>
            {placeholder ?? 'Select…'}
          </option>
        ) : null}
        {options.map((o) => (
          <option key={o.value} value={o.value} className="text-gray-900">
            {o.label}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500"
      />
    </div>
  );
}
