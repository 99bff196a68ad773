import type { CampaignWire } from '@ih/contract/campaigns';
import type { ReactNode } from 'react';
import { StatusBadge } from '@/components/ui/status-badge';
import { campaignNames } from '@/lib/campaign-names';
import { cn } from '@/lib/cn';
import { cardSummary } from '../lib/text';

/**
 * The top of a campaign card: whose it is, its title and subtitle, its status, then the brief cut to
 * `summaryMax` characters. `title` wraps the title (the grid's card makes it the card's link).
 */
export function CampaignCardHeading({
  campaign: c,
  from,
  summaryMax,
  titleClassName,
  title = (text) => text,
}: {
  campaign: CampaignWire;
  from: ReactNode;
  summaryMax: number;
  titleClassName?: string;
  title?: (text: string) => ReactNode;
}) {
  const names = campaignNames(c);
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-xs font-medium text-gray-700">{from}</p>
          <h2 className={cn('line-clamp-2 text-base font-semibold text-gray-900', titleClassName)}>
            {title(names.title)}
          </h2>
          {names.subtitle ? (
            <p className="mt-0.5 line-clamp-1 text-sm text-gray-700">{names.subtitle}</p>
          ) : null}
        </div>
        <StatusBadge kind="campaign" status={c.status} className="shrink-0" />
      </div>
      <p className="text-sm text-gray-700">{cardSummary(c.campaign_brief.description, summaryMax)}</p>
    </>
  );
}
