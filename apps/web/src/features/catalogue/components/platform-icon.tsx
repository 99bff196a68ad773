import { useLingui } from '@lingui/react/macro';
import { PlatformIcon } from '@/components/platform-icon';
import { cn } from '@/lib/cn';

/** The first few platforms of a campaign, as icons (3 on cards, doc 000 §9). */
export function PlatformIcons({
  platforms,
  max,
  className,
}: {
  platforms: { _id: string; platform_name: string; platform_logo?: string | null }[];
  max: number;
  className?: string;
}) {
  const { t } = useLingui();
  if (platforms.length === 0) return null;
  return (
    <ul className={cn('flex items-center gap-1.5', className)} aria-label={t`Platforms`}>
      {platforms.slice(0, max).map((p) => (
        <li key={p._id} className="flex">
          <PlatformIcon name={p.platform_name} logo={p.platform_logo} />
        </li>
      ))}
    </ul>
  );
}
