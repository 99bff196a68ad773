import type { CampaignWire } from '@ih/contract/campaigns';
import {
  CAMPAIGN_CARD_CATEGORIES,
  CAMPAIGN_CARD_DESCRIPTION_MAX,
  CARD_PLATFORM_ICONS,
} from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeIndianRupee, CalendarClock, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { payoutPromiseWords } from '@/components/campaign-terms-text';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDayMonthYear } from '@/lib/format';
import { budgetTypeLabel, fixedFeeText } from '../lib/budget';
import { CampaignCardHeading } from './campaign-card-heading';
import { PlatformIcons } from './platform-icon';

/** The four background tints cards cycle through (doc 000 §2), light enough for AA text on top. */
const TINTS = ['bg-violet-50', 'bg-sky-50', 'bg-emerald-50', 'bg-amber-50'] as const;

export const tintOf = (index: number) => TINTS[((index % TINTS.length) + TINTS.length) % TINTS.length];

/**
 * A campaign in the grid. The title is the card's link, stretched over the card, so the whole card
 * is one click target and one tab stop.
 *
 * `content-visibility: auto`: on a phone only the first card or two are on screen, and laying out
 * and painting all twelve made the page's first frame one long task (docs/benchmarks.md §3); cards
 * off screen are styled, laid out and painted when they scroll near. They stay in the accessibility
 * tree and in find-in-page. The intrinsic size (a typical card's height, then the last one seen)
 * keeps the scrollbar steady (a card is 285 px high at 390 and 1440 px wide).
 */
export function CampaignCard({ campaign: c, index }: { campaign: CampaignWire; index: number }) {
  const categories = c.influencers.category.slice(0, CAMPAIGN_CARD_CATEGORIES);
  const fee = fixedFeeText(c.budget);
  const { t } = useLingui();
  return (
    <li
      className={cn(
        'relative flex flex-col gap-3 rounded-card border border-border p-4 shadow-xs transition [contain-intrinsic-size:auto_18rem] [content-visibility:auto] focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
        tintOf(index),
      )}
    >
      <CampaignCardHeading
        campaign={c}
        from={`${c.basic_info.brand_id.brand_name} · ${c.campaign_id}`}
        summaryMax={CAMPAIGN_CARD_DESCRIPTION_MAX}
        titleClassName="mt-0.5"
        title={(title) => (
          <Link
            to={`/campaigns/${c._id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
          >
            {title}
          </Link>
        )}
      />
      {categories.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Categories`}>
          {categories.map((cat) => (
            <li key={cat._id}>
              <Badge tone="neutral" className="bg-white">
                {cat.name}
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto flex flex-col gap-1">
        {fee ? (
          <p className="text-sm font-semibold text-gray-900">
            <Trans>
              You are paid {fee}
              <span className="font-normal text-gray-600"> (fixed fee)</span>
            </Trans>
          </p>
        ) : null}
        <p className="inline-flex items-center gap-1.5 text-xs font-medium text-green-800">
          <BadgeIndianRupee aria-hidden className="size-3.5" />
          {payoutPromiseWords(c.payout_terms_days)}
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-black/5 pt-3 text-xs text-gray-700">
        <PlatformIcons platforms={c.basic_info.platform} max={CARD_PLATFORM_ICONS} />
        <span className="inline-flex items-center gap-1">
          <CalendarClock aria-hidden className="size-3.5" />
          {formatDayMonthYear(c.submissionDeadline, t`No deadline`)}
        </span>
        <span className="inline-flex items-center gap-2">
          <Badge tone="brand">{budgetTypeLabel(c.budget.budget_type)}</Badge>
          {c.isApplied ? (
            <Badge tone="green">
              <CheckCircle2 aria-hidden className="size-3" />
              <Trans>Applied</Trans>
            </Badge>
          ) : null}
        </span>
      </div>
    </li>
  );
}
