import { useState } from 'react';
import { cn } from '@/lib/cn';

/** A brand's logo, or its name in a tile when it has none or the image fails (doc 000 §2 'logo (or name)'). */
export function BrandLogo({
  name,
  logo,
  className,
  decorative = false,
  eager = false,
}: {
  name: string;
  logo: string | null;
  className?: string;
  /** True when the name is written next to the logo anyway (no second announcement). */
  decorative?: boolean;
  /** Above the fold (the dashboard's logos, a brand's header): load at once, it may be the largest paint. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (logo && !failed)
    return (
      <img
        src={logo}
        alt={decorative ? '' : name}
        loading={eager ? 'eager' : 'lazy'}
        className={cn('object-contain', className)}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span
      aria-hidden={decorative || undefined}
      className={cn(
        'flex items-center justify-center overflow-hidden rounded-lg bg-brand-50 p-1 text-center text-xs font-semibold break-words text-brand-800',
        className,
      )}
    >
      {name}
    </span>
  );
}
