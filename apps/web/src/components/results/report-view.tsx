import type { CampaignReport } from '@ih/contract/results';
import { METRIC_SOURCE_LABELS } from '@ih/contract/results-messages';
import { Card } from '@/components/ui/card';
import { formatDayMonthYear, formatRupees } from '@/lib/format';
import { ReadingStatusBadge } from './reading-summary';
import { ViewsChart } from './views-chart';

const n = (v: number | null) => (v === null ? '–' : v.toLocaleString('en-IN'));
const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);
const rs = (v: number | null) =>
  v === null ? '–' : `₹${v.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

function Reading({ row }: { row: CampaignReport['rows'][number] }) {
  if (!row.source) return <span className="text-gray-600">No reading yet</span>;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span>{METRIC_SOURCE_LABELS[row.source]}</span>
      {row.status && <ReadingStatusBadge status={row.status} />}
    </span>
  );
}

/**
 * A campaign's report (design §17): totals, views over time, a row per creator and post. The
 * console's Report tab and the shared read-only page show the same view; tables become cards on a phone.
 */
export function ReportView({ report }: { report: CampaignReport }) {
  const t = report.totals;
  const tiles: [string, string][] = [
    ['Creators', n(t.creators)],
    ['Posts live', n(t.postsLive)],
    ['Spend', formatRupees(t.spend)],
    ['Views', n(t.views)],
    ['Engagements', n(t.engagements)],
    ['Engagement rate', pct(t.engagementRate)],
    ['Cost per view', rs(t.costPerView)],
    ['Cost per engagement', rs(t.costPerEngagement)],
  ];
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
        <h3 className="text-sm font-semibold text-gray-900">Views over time</h3>
        <ViewsChart points={report.timeline} />
      </Card>
      <Card className="p-0">
        <h3 className="px-4 pt-4 text-sm font-semibold text-gray-900">Creators and posts</h3>
        {report.rows.length === 0 && <p className="p-4 text-sm text-gray-600">No live posts yet.</p>}
        <table className="hidden w-full text-left text-sm md:table">
          <thead className="text-xs text-gray-600">
            <tr>
              <th className="px-4 py-2 font-medium">Creator</th>
              <th className="px-4 py-2 font-medium">Post</th>
              <th className="px-4 py-2 text-right font-medium">Views</th>
              <th className="px-4 py-2 text-right font-medium">Engagements</th>
              <th className="px-4 py-2 text-right font-medium">Spend</th>
              <th className="px-4 py-2 font-medium">Reading</th>
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
                {n(row.views)} views · {n(row.engagements)} engagements · {formatRupees(row.spend)}
              </div>
              <Reading row={row} />
            </li>
          ))}
        </ul>
      </Card>
      <p className="text-xs text-gray-600">As of {formatDayMonthYear(report.generatedAt)}</p>
    </div>
  );
}
