import { Loader2 } from 'lucide-react';
import { cn } from '@/lib/cn';

/** A spinning icon. Decorative by default; pass `label` when it is the only sign of loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <Loader2 aria-hidden className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
