import { METRIC_STATUS_LABELS, RESULTS_TEXT } from '@ih/contract/results-messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { myMediaKitQuery, myResultsQuery, useSwitchMediaKit } from '@/lib/results-api';

function MediaKitSwitch() {
  const kit = useQuery(myMediaKitQuery());
  const save = useSwitchMediaKit();
  const k = kit.data?.data;
  return (
    <Card className="flex flex-col gap-2 p-4">
      <h2 className="text-sm font-semibold text-gray-900">{RESULTS_TEXT.mediaKit}</h2>
      <p className="text-sm text-gray-700">
        A public page with your platforms, niches and confirmed results, to share with brands. Never your
        contact, bank or tax details.
      </p>
      <Switch
        label="Public media kit"
        checked={k?.enabled ?? false}
        disabled={!k || save.isPending}
        onChange={(enabled) =>
          save
            .mutateAsync(enabled)
            .then(() =>
              toast({
                title: enabled ? 'Media kit is public' : 'Media kit switched off',
                variant: 'success',
              }),
            )
            .catch((err: unknown) =>
              toast({ title: errorMessage(err, 'Could not save.'), variant: 'destructive' }),
            )
        }
      />
      {k?.enabled && k.url && (
        <a
          href={k.url}
          target="_blank"
          rel="noreferrer"
          className="break-all text-sm text-brand-700 hover:underline"
        >
          {k.url}
        </a>
      )}
    </Card>
  );
}

/** /results: the creator's record across their live work (design §17), and their media kit switch. */
export default function ResultsPage() {
  usePageMeta({ title: RESULTS_TEXT.results });
  const q = useQuery(myResultsQuery());
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
        <Card className="p-5 text-sm text-gray-600">Your live posts and their results will show here.</Card>
      ) : (
        q.data.data.map((w) => {
          const latest = w.readings[0];
          return (
            <Card key={w.applicationId} className="flex flex-col gap-1 p-4 text-sm">
              <h2 className="font-semibold text-gray-900">
                {w.campaignName} · {w.brandName}
              </h2>
              <p className="text-gray-700">
                Live since {formatDayMonthYear(w.postedAt)} · {w.postUrls.length}{' '}
                {w.postUrls.length === 1 ? 'post' : 'posts'}
              </p>
              <p className="text-gray-900">
                {latest
                  ? `Latest: ${latest.views.toLocaleString('en-IN')} views (${METRIC_STATUS_LABELS[latest.status]})`
                  : 'No results yet'}
              </p>
              {latest?.note && <p className="text-red-800">Brand team: {latest.note}</p>}
            </Card>
          );
        })
      )}
      <Link to="/work/final-posted-work" className="text-sm text-brand-700 hover:underline">
        Add results from your live work
      </Link>
    </div>
  );
}
