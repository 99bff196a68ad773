import type { ApplyStats } from '@ih/contract/apply';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheck,
  CalendarClock,
  CheckCircle2,
  ClipboardList,
  Clock,
  type LucideIcon,
  Megaphone,
  RefreshCw,
  Send,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pad2 } from '@/lib/format';
import { applyStatsQuery } from '../api/get-apply-stats';

interface Tile {
  label: MessageDescriptor;
  status: keyof ApplyStats;
  to: string;
  icon: LucideIcon;
  tint: string;
}

/** The eight tiles of doc 000 §2, in its order; two count 'final submission' as the document says. */
const TILES: Tile[] = [
  {
    label: msg`Allotted Work`,
    status: 'accepted',
    to: '/work/allotted-work',
    icon: ClipboardList,
    tint: 'bg-green-50 text-green-800',
  },
  {
    label: msg`Pending Work`,
    status: 'pending',
    to: '/work/pending-applications',
    icon: Clock,
    tint: 'bg-amber-50 text-amber-800',
  },
  {
    label: msg`Submitted Work`,
    status: 'pending review',
    to: '/work/submitted-work',
    icon: Send,
    tint: 'bg-yellow-50 text-yellow-800',
  },
  {
    label: msg`Re-Work`,
    status: 'rework',
    to: '/work/rework',
    icon: RefreshCw,
    tint: 'bg-orange-50 text-orange-800',
  },
  {
    label: msg`Approved Final Work`,
    status: 'approved',
    to: '/work/approved-work',
    icon: BadgeCheck,
    tint: 'bg-blue-50 text-blue-800',
  },
  {
    label: msg`Posting Schedule`,
    status: 'final submission',
    to: '/work/final-submission-work',
    icon: CalendarClock,
    tint: 'bg-sky-50 text-sky-800',
  },
  {
    label: msg`Final Posted Work`,
    status: 'final submission',
    to: '/work/final-submission-work',
    icon: Megaphone,
    tint: 'bg-brand-50 text-brand-800',
  },
  {
    label: msg`Completed Work`,
    status: 'final posted',
    to: '/work/final-posted-work',
    icon: CheckCircle2,
    tint: 'bg-purple-50 text-purple-800',
  },
];

/** Work counts, two-digit zero padded, '...' while loading (doc 000 §2). */
export function StatTiles() {
  const stats = useQuery(applyStatsQuery());
  const { t } = useLingui();
  // Stats failures are only logged (doc 000 §7): the tiles stay usable as links and read zero.
  useEffect(() => {
    if (stats.error) console.warn('Could not load the work counts:', stats.error.message);
  }, [stats.error]);
  return (
    <section aria-labelledby="work-stats-heading">
      <h2 id="work-stats-heading" className="sr-only">
        <Trans>Work overview</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {TILES.map((tile) => {
          const count = stats.isPending ? '...' : pad2(stats.data?.[tile.status] ?? 0);
          const Icon = tile.icon;
          return (
            <li key={tile.label.id}>
              <Link
                to={tile.to}
                className="flex h-full flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs transition hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <span className={`flex size-9 items-center justify-center rounded-lg ${tile.tint}`}>
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span className="text-2xl font-semibold tabular-nums text-gray-900">{count}</span>
                  <span className="text-sm text-gray-700">{t(tile.label)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
