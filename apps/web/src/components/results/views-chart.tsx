import { Trans, useLingui } from '@lingui/react/macro';
import { formatDayMonth } from '@/lib/format';
import { intlLocale } from '@/lib/i18n';

/**
 * Views over time as a small SVG line (design §17): no chart library, a few hundred bytes. The
 * points are the report's days; the axis says the first and last day and the top value.
 */
export function ViewsChart({ points: given }: { points: { date: string; views: number }[] }) {
  // One day of readings is a level line across, not a point nobody sees.
  const points = given.length === 1 ? [given[0]!, given[0]!] : given;
  const { t } = useLingui();
  if (points.length === 0)
    return (
      <p className="text-sm text-gray-600">
        <Trans>No readings yet: the curve starts with the first one.</Trans>
      </p>
    );
  const W = 600;
  const H = 160;
  const pad = 8;
  const max = Math.max(1, ...points.map((p) => p.views));
  const x = (i: number) => pad + (i * (W - 2 * pad)) / (points.length - 1);
  const y = (v: number) => H - pad - (v / max) * (H - 2 * pad);
  const line = points.map((p, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(p.views).toFixed(1)}`).join(' ');
  const area = `${line} L${x(points.length - 1).toFixed(1)},${H - pad} L${x(0).toFixed(1)},${H - pad} Z`;
  const last = points[points.length - 1]!;
  const count = new Intl.NumberFormat(intlLocale());
  const lastViews = count.format(last.views);
  const lastDay = formatDayMonth(last.date);
  const top = count.format(max);
  return (
    <figure className="flex flex-col gap-1">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-40 w-full"
        role="img"
        aria-label={t`Views over time: ${lastViews} by ${lastDay}`}
        preserveAspectRatio="none"
      >
        <path d={area} fill="#ede9fe" />
        <path d={line} fill="none" stroke="#6d28d9" strokeWidth="2.5" vectorEffect="non-scaling-stroke" />
      </svg>
      <figcaption className="flex justify-between text-xs text-gray-600">
        <span>{formatDayMonth(points[0]!.date)}</span>
        <span>
          <Trans>Top {top} views</Trans>
        </span>
        <span>{formatDayMonth(last.date)}</span>
      </figcaption>
    </figure>
  );
}
