import { METRIC_STATUS_LABELS, RESULTS_TEXT } from '@ih/contract/results-messages';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MediaKitSwitch } from '@/components/results/media-kit-switch';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDayMonthYear } from '@/lib/format';
import { intlLocale, translateText } from '@/lib/i18n';
import { usePageMeta } from '@/lib/page-meta';
import { myResultsQuery } from '@/lib/results-api';

/** /results: the creator's record across their live work (design §17), and their media kit switch. */
export default function ResultsPage() {
  const { t } = useLingui();
  usePageMeta({ title: translateText(RESULTS_TEXT.results) });
  const q = useQuery(myResultsQuery());
  const count = new Intl.NumberFormat(intlLocale());
  const liveText = (since: string, posts: number) =>
    t`Live since ${since} · ${plural(posts, { one: '# post', other: '# posts' })}`;
  const latestText = (views: string, status: string) => t`Latest: ${views} views (${status})`;
  return (
    <div className="flex flex-col gap-4">
      <MediaKitSwitch />
      {q.isError ? (
        <Card>
          <ErrorState message={q.error.message} onRetry={() => q.refetch()} retrying={q.isFetching} />
        </Card>
      ) : !q.data ? (
        <SkeletonRows rows={4} />
      ) : q.data.data.length === 0 ? (
        <Card className="p-5 text-sm text-gray-600">
          <Trans>Your live posts and their results will show here.</Trans>
        </Card>
      ) : (
        q.data.data.map((w) => {
          const latest = w.readings[0];
          const note = latest?.note;
          return (
            <Card key={w.applicationId} className="flex flex-col gap-1 p-4 text-sm">
              <h2 className="font-semibold text-gray-900">
                {w.campaignName} · {w.brandName}
              </h2>
              <p className="text-gray-700">{liveText(formatDayMonthYear(w.postedAt), w.postUrls.length)}</p>
              <p className="text-gray-900">
                {latest
                  ? latestText(count.format(latest.views), translateText(METRIC_STATUS_LABELS[latest.status]))
                  : t`No results yet`}
              </p>
              {latest?.note && (
                <p className="text-red-800">
                  <Trans>Brand team: {note}</Trans>
                </p>
              )}
            </Card>
          );
        })
      )}
      <Link to="/work/final-posted-work" className="text-sm text-brand-700 hover:underline">
        <Trans>Add results from your live work</Trans>
      </Link>
    </div>
  );
}
