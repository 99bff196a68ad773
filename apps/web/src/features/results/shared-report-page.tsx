import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ReportView } from '@/components/results/report-view';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { usePageMeta } from '@/lib/page-meta';
import { sharedReportQuery } from '@/lib/results-api';

/** /r/{token}: a campaign's report, read-only, for anyone with the link (design §17). No sign-in. */
export default function SharedReportPage() {
  const { token = '' } = useParams();
  const report = useQuery(sharedReportQuery(token));
  const r = report.data?.data;
  const { t } = useLingui();
  const name = r?.campaign.name;
  usePageMeta({ title: name ? t`Campaign report: ${name}` : t`Campaign report` });
  return (
    <main className="mx-auto flex w-full max-w-5xl flex-col gap-4 p-4 sm:p-6">
      {report.isError ? (
        <Card>
          <ErrorState title={t`This report link does not open`} message={report.error.message} />
        </Card>
      ) : !r ? (
        <SkeletonRows rows={6} />
      ) : (
        <>
          <header className="flex flex-col gap-1">
            <p className="text-sm font-medium text-brand-700">
              Influence Hub · <Trans>Campaign report</Trans>
            </p>
            <h1 className="text-2xl font-semibold break-words text-gray-900">{r.campaign.name}</h1>
            <p className="text-sm text-gray-700">
              {r.campaign.brandName} · {r.campaign.campaign_id}
            </p>
          </header>
          <ReportView report={r} />
        </>
      )}
    </main>
  );
}
