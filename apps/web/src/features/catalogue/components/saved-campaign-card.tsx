import type { CampaignWire } from '@ih/contract/campaigns';
import {
  CARD_PLATFORM_ICONS,
  SAVED_CARD_CATEGORIES,
  SAVED_CARD_DESCRIPTION_MAX,
} from '@ih/contract/constants';
import { BookmarkCheck, CalendarClock, IndianRupee, Languages, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { campaignNames } from '@/lib/campaign-names';
import { formatDayMonthYear } from '@/lib/format';
import { savedBudgetText } from '../lib/budget';
import { cardSummary, firstText } from '../lib/text';
import { PlatformIcons } from './platform-icon';

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  // dt and dd sit directly in the div, as a description list requires; the icon rides in the dt.
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-gray-600">
        <span className="text-gray-500">{icon}</span>
        {label}
      </dt>
      <dd className="truncate pl-5.5 text-sm text-gray-900">{value}</dd>
    </div>
  );
}

/** A saved campaign with the documents' fallbacks for every missing value (doc 000 §2). */
export function SavedCampaignCard({
  campaign: c,
  removing,
  onRemove,
}: {
  campaign: CampaignWire;
  removing: boolean;
  onRemove: () => void;
}) {
  const { title, subtitle } = campaignNames(c);
  const types = [...new Set(c.deliverables.map((d) => d.deliverableType.content_type).filter(Boolean))];
  const categories = c.influencers.category.slice(0, SAVED_CARD_CATEGORIES);
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2 text-xs text-gray-600">
        <span className="inline-flex items-center gap-1">
          <BookmarkCheck aria-hidden className="size-3.5 text-brand-700" />
          Saved {formatDayMonthYear(c.savedAt, '')}
        </span>
        <PlatformIcons platforms={c.basic_info.platform} max={CARD_PLATFORM_ICONS} />
      </div>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-xs font-medium text-gray-700">
            {firstText([c.basic_info.brand_id?.brand_name], 'Unknown Brand')}
          </p>
          <h2 className="line-clamp-2 text-base font-semibold text-gray-900">{title}</h2>
          {subtitle ? <p className="mt-0.5 line-clamp-1 text-sm text-gray-700">{subtitle}</p> : null}
        </div>
        <StatusBadge kind="campaign" status={c.status} className="shrink-0" />
      </div>
      <p className="text-sm text-gray-700">
        {cardSummary(c.campaign_brief.description, SAVED_CARD_DESCRIPTION_MAX)}
      </p>
      {types.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Deliverables">
          {types.map((t) => (
            <li key={t}>
              <Badge tone="blue">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        <Fact
          icon={<CalendarClock aria-hidden className="size-4" />}
          label="Deadline"
          value={formatDayMonthYear(c.submissionDeadline, 'Not specified')}
        />
        <Fact
          icon={<MapPin aria-hidden className="size-4" />}
          label="Location"
          value={firstText([c.influencers.location?.state_name], 'Any location')}
        />
        <Fact
          icon={<Languages aria-hidden className="size-4" />}
          label="Language"
          value={firstText([c.influencers.language?.name], 'Any language')}
        />
        <Fact
          icon={<Users aria-hidden className="size-4" />}
          label="Followers"
          value={firstText([c.influencers.minimum_follower?.name], 'Any follower count')}
        />
        <Fact
          icon={<IndianRupee aria-hidden className="size-4" />}
          label="Budget"
          value={savedBudgetText(c.budget)}
        />
      </dl>
      {categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Categories">
          {categories.map((cat) => (
            <li key={cat._id}>
              <Badge tone="brand">{cat.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex gap-2 border-t border-border pt-3">
        <Button asChild size="sm" className="flex-1">
          <Link to={`/campaigns/${c._id}`} aria-label={`View Details of ${title}`}>
            View Details
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          busy={removing}
          busyLabel="Removing..."
          aria-label={removing ? undefined : `Remove ${title}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
