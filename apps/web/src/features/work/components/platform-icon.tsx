import { CARD_PLATFORM_ICONS } from '@ih/contract/constants';
import { Globe } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { cn } from '@/lib/cn';

type Kind = 'instagram' | 'facebook' | 'youtube' | 'globe';

/** The fallback icon of a platform without a logo (doc 001 §9): three known ones, else a globe. */
export function platformKind(name: string | null | undefined): Kind {
  const n = (name ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (n.includes('instagram')) return 'instagram';
  if (n.includes('facebook')) return 'facebook';
  if (n.includes('youtube')) return 'youtube';
  return 'globe';
}

/* Lucide dropped its brand icons; these are its former paths (ISC licence) in its stroke style. */
function Glyph({ kind, className }: { kind: Kind; className?: string }) {
  if (kind === 'globe') return <Globe aria-hidden className={className} />;
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

/** A platform's logo, or its fallback icon when there is none or it fails to load; named for screen readers. */
export function PlatformIcon({
  name,
  logo,
  className,
}: {
  name: string;
  logo?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const size = cn('size-5', className);
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
      <Glyph kind={platformKind(name)} className={size} />
    </span>
  );
}

/** At most three platform icons in lists, then '+N' (doc 001 §9). */
export function PlatformIcons({
  platforms,
}: {
  platforms: { _id: string; platform_name: string; platform_logo?: string | null }[];
}) {
  if (platforms.length === 0) return <span className="text-gray-600">-</span>;
  const rest = platforms.length - CARD_PLATFORM_ICONS;
  return (
    <span className="flex items-center gap-1.5">
      {platforms.slice(0, CARD_PLATFORM_ICONS).map((p) => (
        <PlatformIcon key={p._id} name={p.platform_name} logo={p.platform_logo} />
      ))}
      {rest > 0 ? (
        <span
          className="text-xs font-medium text-gray-700"
          title={platforms
            .slice(CARD_PLATFORM_ICONS)
            .map((p) => p.platform_name)
            .join(', ')}
        >
          +{rest}
        </span>
      ) : null}
    </span>
  );
}
