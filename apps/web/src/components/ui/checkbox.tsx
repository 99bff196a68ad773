import { Check, Minus } from 'lucide-react';
import { type InputHTMLAttributes, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * A checkbox with our look over the browser's own input: labels, forms, keyboard and screen
 * readers work as for any checkbox, with no JavaScript library behind it (docs/decisions/011).
 * `checked` may be 'indeterminate' (a "select all" with some rows chosen).
 */
export function Checkbox({
  checked,
  onCheckedChange,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'type'> & {
  checked?: boolean | 'indeterminate';
  onCheckedChange?: (checked: boolean) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = checked === 'indeterminate';
  useEffect(() => {
    // Only settable from script: there is no indeterminate attribute.
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        ref={ref}
        type="checkbox"
        checked={checked === true}
        onChange={(e) => onCheckedChange?.(e.target.checked)}
        className="peer size-5 cursor-pointer appearance-none rounded-md border border-gray-400 bg-white checked:border-brand-700 checked:bg-brand-700 indeterminate:border-brand-700 indeterminate:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600"
        {...props}
      />
      <Check
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-checked:opacity-100"
      />
      <Minus
        aria-hidden
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto size-3.5 text-white opacity-0 peer-indeterminate:opacity-100"
      />
    </span>
  );
}
