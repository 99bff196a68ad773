import type { CampaignReport } from '@ih/contract/results';
import { METRIC_SOURCE_LABELS } from '@ih/contract/results-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '@/components/ui/card';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { intlLocale, translateText } from '@/lib/i18n';
import { ReadingStatusBadge } from './reading-summary';
import { ViewsChart } from './views-chart';

const n = (v: number | null) => (v === null ? '–' : new Intl.NumberFormat(intlLocale()).format(v));
const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);
const rs = (v: number | null) => (v === null ? '–' : formatRupees(v));

function Reading({ row }: { row: CampaignReport['rows'][number] }) {
  if (!row.source)
    return (
      <span className="text-gray-600">
        <Trans>No reading yet</Trans>
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{translateText(METRIC_SOURCE_LABELS[row.source])}</span>
      {row.status && <ReadingStatusBadge status={row.status} />}
    </span>
  );
}

/**
 * A campaign's report (design §17): totals, views over time, a row per creator and post. The
 * console's Report tab and the shared read-only page show the same view; tables become cards on a phone.
 */
export function ReportView({ report }: { report: CampaignReport }) {
  const totals = report.totals;
  const { t } = useLingui();
  const generated = formatDayMonthYear(report.generatedAt);
  const tiles: [string, string][] = [
    [t`Creators`, n(totals.creators)],
    [t`Posts live`, n(totals.postsLive)],
    [t`Spend`, formatRupees(totals.spend)],
    [t`Views`, n(totals.views)],
    [t`Engagements`, n(totals.engagements)],
    [t`Engagement rate`, pct(totals.engagementRate)],
    [t`Cost per view`, rs(totals.costPerView)],
    [t`Cost per engagement`, rs(totals.costPerEngagement)],
  ];
  const rowText = (views: string, engagements: string, spend: string) =>
    t`${views} views · ${engagements} engagements · ${spend}`;
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {tiles.map(([label, value]) => (
          <Card key={label} className="flex flex-col gap-1 p-4">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold text-gray-900">{value}</dd>
          </Card>
        ))}
      </dl>
      <Card className="flex flex-col gap-2 p-4">
        <h3 className="text-sm font-semibold text-gray-900">
          <Trans>Views over time</Trans>
        </h3>
        <ViewsChart points={report.timeline} />
      </Card>
      <Card className="p-0">
        <h3 className="px-4 pt-4 text-sm font-semibold text-gray-900">
          <Trans>Creators and posts</Trans>
        </h3>
        {report.rows.length === 0 && (
          <p className="p-4 text-sm text-gray-600">
            <Trans>No live posts yet.</Trans>
          </p>
        )}
        <table className="hidden w-full text-left text-sm md:table">
          <thead className="text-xs text-gray-600">
            <tr>
              <th className="px-4 py-2 font-medium">
                <Trans>Creator</Trans>
              </th>
              <th className="px-4 py-2 font-medium">
                <Trans>Post</Trans>
              </th>
              <th className="px-4 py-2 text-right font-medium">
                <Trans>Views</Trans>
              </th>
              <th className="px-4 py-2 text-right font-medium">
                <Trans>Engagements</Trans>
              </th>
              <th className="px-4 py-2 text-right font-medium">
                <Trans>Spend</Trans>
              </th>
              <th className="px-4 py-2 font-medium">
                <Trans>Reading</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.applicationId}|${row.postUrl}`} className="border-t border-gray-100 align-top">
                <td className="px-4 py-2">
                  <div className="font-medium text-gray-900">{row.creator.name}</div>
                  <div className="text-xs text-gray-600">{row.platform}</div>
                </td>
                <td className="max-w-64 px-4 py-2">
                  <a
                    href={row.postUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="break-all text-brand-700 hover:underline"
                  >
                    {row.postUrl}
                  </a>
                </td>
                <td className="px-4 py-2 text-right tabular-nums">{n(row.views)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{n(row.engagements)}</td>
                <td className="px-4 py-2 text-right tabular-nums">{formatRupees(row.spend)}</td>
                <td className="px-4 py-2">
                  <Reading row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="flex flex-col md:hidden">
          {report.rows.map((row) => (
            <li
              key={`${row.applicationId}|${row.postUrl}`}
              className="flex flex-col gap-1 border-t border-gray-100 p-4 text-sm"
            >
              <div className="font-medium text-gray-900">
                {row.creator.name} · {row.platform}
              </div>
              <a href={row.postUrl} target="_blank" rel="noreferrer" className="break-all text-brand-700">
                {row.postUrl}
              </a>
              <div className="text-gray-700">
                {rowText(n(row.views), n(row.engagements), formatRupees(row.spend))}
              </div>
              <Reading row={row} />
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-xs text-gray-600">
        <Trans>As of {generated}</Trans>
      </p>
    </div>
  );
}
