import type { CampaignWire } from '@ih/contract/campaigns';
import {
  CARD_PLATFORM_ICONS,
  SAVED_CARD_CATEGORIES,
  SAVED_CARD_DESCRIPTION_MAX,
} from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BookmarkCheck,
  CalendarClock,
  IndianRupee,
  Languages,
  type LucideIcon,
  MapPin,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { campaignNames } from '@/lib/campaign-names';
import { formatDayMonthYear } from '@/lib/format';
import { savedBudgetText } from '../lib/budget';
import { firstText } from '../lib/text';
import { CampaignCardHeading } from './campaign-card-heading';
import { PlatformIcons } from './platform-icon';

function Fact({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  // dt and dd sit directly in the div, as a description list requires; the icon rides in the dt.
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="flex items-center gap-1.5 text-xs text-gray-600">
        <span className="text-gray-500">
          <Icon aria-hidden className="size-4" />
        </span>
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
  const { title } = campaignNames(c);
  const { t } = useLingui();
  const savedOn = formatDayMonthYear(c.savedAt, '');
  const types = [...new Set(c.deliverables.map((d) => d.deliverableType.content_type).filter(Boolean))];
  const categories = c.influencers.category.slice(0, SAVED_CARD_CATEGORIES);
  const facts = [
    {
      icon: CalendarClock,
      label: t`Deadline`,
      value: formatDayMonthYear(c.submissionDeadline, t`Not specified`),
    },
    {
      icon: MapPin,
      label: t`Location`,
      value: firstText([c.influencers.location?.state_name], t`Any location`),
    },
    {
      icon: Languages,
      label: t`Language`,
      value: firstText([c.influencers.language?.name], t`Any language`),
    },
    {
      icon: Users,
      label: t`Followers`,
      value: firstText([c.influencers.minimum_follower?.name], t`Any follower count`),
    },
    { icon: IndianRupee, label: t`Budget`, value: savedBudgetText(c.budget) },
  ];
  return (
    <li className="flex flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs">
      <div className="flex items-center justify-between gap-2 text-xs text-gray-600">
        <span className="inline-flex items-center gap-1">
          <BookmarkCheck aria-hidden className="size-3.5 text-brand-700" />
          <Trans>Saved {savedOn}</Trans>
        </span>
        <PlatformIcons platforms={c.basic_info.platform} max={CARD_PLATFORM_ICONS} />
      </div>
      <CampaignCardHeading
        campaign={c}
        from={firstText([c.basic_info.brand_id?.brand_name], t`Unknown Brand`)}
        summaryMax={SAVED_CARD_DESCRIPTION_MAX}
      />
      {types.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Deliverables`}>
          {types.map((t) => (
            <li key={t}>
              <Badge tone="blue">{t}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="grid grid-cols-2 gap-3">
        {facts.map((f) => (
          <Fact key={f.label} {...f} />
        ))}
      </dl>
      {categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Categories`}>
          {categories.map((cat) => (
            <li key={cat._id}>
              <Badge tone="brand">{cat.name}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex gap-2 border-t border-border pt-3">
        <Button asChild size="sm" className="flex-1">
          <Link to={`/campaigns/${c._id}`} aria-label={t`View Details of ${title}`}>
            <Trans>View Details</Trans>
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="flex-1"
          busy={removing}
          busyLabel={t`Removing...`}
          aria-label={removing ? undefined : t`Remove ${title}`}
          onClick={onRemove}
        >
          <Trans>Remove</Trans>
        </Button>
      </div>
    </li>
  );
}
