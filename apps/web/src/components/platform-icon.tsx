import { Globe } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';
import { type PlatformKind, platformKind } from '@/lib/platform-kind';

/*
 * Lucide dropped its brand icons, so the three fallback glyphs (doc 000 §9, doc 001 §9) are drawn here with
 * Lucide's own paths (ISC licence) and stroke style; anything else is Lucide's globe.
 */
function Glyph({ kind, className }: { kind: Exclude<PlatformKind, 'globe'>; className?: string }) {
  const common: ComponentProps<'svg'> = {
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    'aria-hidden': true,
    className,
  };
  if (kind === 'instagram')
    return (
      <svg {...common}>
        <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
        <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
      </svg>
    );
  if (kind === 'facebook')
    return (
      <svg {...common}>
        <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
      </svg>
    );
  return (
    <svg {...common}>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </svg>
  );
}

/** The fallback icon of a platform without a logo: instagram, facebook, youtube, else a globe. */
function PlatformFallbackIcon({ name, className }: { name: string; className?: string }) {
  const kind = platformKind(name);
  return kind === 'globe' ? (
    <Globe aria-hidden className={className} />
  ) : (
    <Glyph kind={kind} className={className} />
  );
}

export type PlatformIconProps = {
  name: string;
  logo?: string | null;
  /** Merged over the default size (size-6), so `size-4` here makes a smaller icon. */
  className?: string;
};

/** A platform's logo, or its fallback icon when there is none or it fails to load. Named for screen readers. */
export function PlatformIcon({ name, logo, className }: PlatformIconProps) {
  const [failed, setFailed] = useState(false);
  const size = cn('size-6', className);
  if (logo && !failed)
    return (
      <img
        src={logo}
        alt={name}
        title={name}
        loading="lazy"
        className={cn(size, 'object-contain')}
        onError={() => setFailed(true)}
      />
    );
  return (
    <span role="img" aria-label={name} title={name} className="inline-flex text-gray-700">
      <PlatformFallbackIcon name={name} className={size} />
    </span>
  );
}
