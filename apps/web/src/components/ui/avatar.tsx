import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/initials';

/** The profile image, else the initials of the first two words of the name, else 'U'. */
export function Avatar({
  src,
  name,
  className,
  alt,
}: {
  src?: string | null;
  name?: string | null;
  className?: string;
  /** Empty by default: the name is usually shown or announced beside the avatar. */
  alt?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span
      className={cn(
        'inline-flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-800',
        className,
      )}
    >
      {showImage ? (
        <img
          src={src ?? undefined}
          alt={alt ?? ''}
          className="size-full object-cover"
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        <span aria-hidden={alt === undefined}>{initials(name)}</span>
      )}
    </span>
  );
}
