import { CARD_PLATFORM_ICONS } from '@ih/contract/constants';
import { type PlatformIconProps, PlatformIcon as SharedPlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';

/** Work's icons are a size smaller (size-5) than the catalogue's; a caller's size still wins. */
export function PlatformIcon({ className, ...props }: PlatformIconProps) {
  return <SharedPlatformIcon {...props} className={cn('size-5', className)} />;
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
