import { useQuery } from '@tanstack/react-query';
import { Copy, Download, Link2 } from 'lucide-react';
import { useState } from 'react';
import { ReportView } from '@/components/results/report-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { formatDayMonthYear } from '@/lib/format';
import {
  campaignReportQuery,
  downloadReport,
  reportSharesQuery,
  useRevokeShare,
  useShareReport,
} from '@/lib/results-api';

function Shares({ campaignId }: { campaignId: string }) {
  const shares = useQuery(reportSharesQuery(campaignId));
  const share = useShareReport(campaignId);
  const revoke = useRevokeShare(campaignId);
  const [made, setMade] = useState<{ url: string; expiresAt: string } | null>(null);
  const create = async () => {
    try {
      const res = await share.mutateAsync();
      setMade(res.data);
      toast({
        title: 'Share link made',
        description: 'Anyone with it can read this report for 30 days.',
        variant: 'success',
      });
    } catch (err) {
      toast({ title: errorMessage(err, 'Could not make the share link.'), variant: 'destructive' });
    }
  };
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-gray-900">Share links</h3>
        <Button size="sm" variant="outline" disabled={share.isPending} onClick={create}>
          <Link2 aria-hidden />
          {share.isPending ? 'Making…' : 'Make a share link'}
        </Button>
      </div>
      {made && (
        <div className="flex flex-col gap-2 rounded-lg bg-brand-50 p-3 text-sm">
          <p className="text-gray-800">
            Read-only, no sign-in, until {formatDayMonthYear(made.expiresAt)}. Copy it now: it is shown once.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <code className="break-all text-brand-800" data-testid="share-url">
              {made.url}
            </code>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void navigator.clipboard?.writeText(made.url).then(() => toast({ title: 'Link copied' }))
              }
            >
              <Copy aria-hidden />
              Copy
            </Button>
          </div>
        </div>
      )}
      {shares.data && shares.data.data.length === 0 && (
        <p className="text-sm text-gray-600">No open share links.</p>
      )}
      <ul className="flex flex-col">
        {shares.data?.data.map((s) => (
          <li
            key={s._id}
            className="flex flex-wrap items-center justify-between gap-2 border-t border-gray-100 py-2 text-sm"
          >
            <span className="text-gray-700">
              Made {formatDayMonthYear(s.createdAt)} · open until {formatDayMonthYear(s.expiresAt)}
            </span>
            <Button
              size="sm"
              variant="ghost"
              disabled={revoke.isPending}
              onClick={() =>
                revoke
                  .mutateAsync(s._id)
                  .then(() => {
                    if (made) setMade(null);
                    toast({ title: 'Share link revoked', variant: 'success' });
                  })
                  .catch((err: unknown) =>
                    toast({ title: errorMessage(err, 'Could not revoke.'), variant: 'destructive' }),
                  )
              }
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The campaign's Report tab (design §17): totals, views over time, creators and posts, files and share links. */
export function Report({ campaignId }: { campaignId: string }) {
  const report = useQuery(campaignReportQuery(campaignId));
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      await downloadReport(campaignId, format);
    } catch (err) {
      toast({ title: errorMessage(err, 'Could not download the report.'), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  if (report.isError)
    return (
      <Card>
        <ErrorState
          message={report.error.message}
          onRetry={() => report.refetch()}
          retrying={report.isFetching}
        />
      </Card>
    );
  if (!report.data) return <SkeletonRows rows={6} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => download('csv')}>
          <Download aria-hidden />
          {busy === 'csv' ? 'Downloading…' : 'Download CSV'}
        </Button>
        <Button size="sm" variant="outline" disabled={busy !== null} onClick={() => download('pdf')}>
          <Download aria-hidden />
          {busy === 'pdf' ? 'Downloading…' : 'Download PDF'}
        </Button>
      </div>
      <ReportView report={report.data.data} />
      <Shares campaignId={campaignId} />
    </div>
  );
}
