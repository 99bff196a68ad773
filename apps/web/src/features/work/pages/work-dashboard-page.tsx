import type { ApplyStats } from '@ih/contract/apply';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BadgeCheck,
  CheckCircle2,
  ClipboardList,
  Clock,
  FileCheck2,
  Files,
  type LucideIcon,
  RefreshCw,
  Send,
  XCircle,
} from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { pad2 } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useWorkStats } from '../api/get-work-stats';
import { DASHBOARD_TILES } from '../lib/work-types';

/** Icon and tint per tile, in DASHBOARD_TILES order; tints follow the status badge colours (doc 001 §4). */
const LOOKS: { icon: LucideIcon; tint: string }[] = [
  { icon: Files, tint: 'bg-brand-50 text-brand-800' },
  { icon: Clock, tint: 'bg-amber-50 text-amber-800' },
  { icon: XCircle, tint: 'bg-red-50 text-red-800' },
  { icon: ClipboardList, tint: 'bg-green-50 text-green-800' },
  { icon: Send, tint: 'bg-yellow-50 text-yellow-800' },
  { icon: RefreshCw, tint: 'bg-orange-50 text-orange-800' },
  { icon: BadgeCheck, tint: 'bg-blue-50 text-blue-800' },
  { icon: FileCheck2, tint: 'bg-sky-50 text-sky-800' },
  { icon: CheckCircle2, tint: 'bg-purple-50 text-purple-800' },
];

export default function WorkDashboardPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Work` });
  const stats = useWorkStats();
  // Stats failures are only logged (doc 001 §7): the tiles stay usable as links and read zero.
  useEffect(() => {
    if (stats.error) console.warn('Could not load the work counts:', stats.error.message);
  }, [stats.error]);
  return (
    <section aria-labelledby="work-dashboard-heading" className="flex flex-col gap-4">
      {/* The shell's header already shows the page title as the h1. */}
      <h2 id="work-dashboard-heading" className="sr-only">
        <Trans>Work overview</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
        {DASHBOARD_TILES.map((tile, i) => {
          const look = LOOKS[i] ?? { icon: Files, tint: 'bg-gray-100 text-gray-800' };
          const Icon = look.icon;
          const count = stats.isPending ? '...' : pad2(stats.data?.[tile.stat as keyof ApplyStats] ?? 0);
          const label = t(tile.label);
          return (
            <li key={tile.to}>
              <Link
                to={tile.to}
                aria-label={count === '...' ? t`${label}: loading` : `${label}: ${count}`}
                className="flex h-full flex-col gap-3 rounded-card border border-border bg-white p-4 shadow-xs transition hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5"
              >
                <span className={`flex size-10 items-center justify-center rounded-lg ${look.tint}`}>
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex flex-col gap-0.5">
                  <span
                    className="text-3xl font-semibold tabular-nums text-gray-900"
                    data-testid="tile-count"
                  >
                    {count}
                  </span>
                  <span className="text-sm font-medium text-gray-700">{label}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      <Link to="/results" className="w-fit text-sm font-medium text-brand-700 hover:underline">
        <Trans>Your results and media kit</Trans>
      </Link>
    </section>
  );
}
