import { recentFinancialYears } from '@ih/contract/financial-year';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { formatRupees } from '@/lib/format';
import { statementQuery, useDownloadStatement } from '../api';

const YEARS_OFFERED = 4;

/**
 * The yearly statement (design §13): every payment of a financial year with its gross, TDS and net,
 * to match against Form 26AS / the annual information statement. CSV for a spreadsheet, PDF to keep.
 */
export function StatementDownload() {
  const { t } = useLingui();
  const years = recentFinancialYears(new Date(), YEARS_OFFERED);
  const [fy, setFy] = useState(years[0] ?? '');
  const download = useDownloadStatement();
  const year = useQuery(statementQuery(fy));
  const totals = year.data?.totals;
  const kept = year.data?.productsKept;
  const [format, setFormat] = useState<'csv' | 'pdf'>('pdf');
  return (
    <section
      aria-labelledby="statement-heading"
      className="flex flex-col gap-3 rounded-card border border-border bg-white p-5 shadow-xs"
    >
      <div>
        <h2 id="statement-heading" className="text-base font-semibold text-gray-900">
          <Trans>Yearly statement</Trans>
        </h2>
        <p className="text-sm text-gray-700">
          <Trans>
            Each payment with its gross, TDS and net, and totals by section, to match against Form 26AS.
          </Trans>
        </p>
      </div>
      {totals ? (
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" data-testid="statement-totals">
          {(
            [
              [t`Gross`, totals.gross],
              [t`TDS deducted`, totals.tds],
              ['GST', totals.gst],
              [t`Net received`, totals.net],
            ] as const
          ).map(([label, amount]) => (
            <div key={label}>
              <dt className="text-gray-600">{label}</dt>
              <dd className="font-semibold text-gray-900 tabular-nums">{formatRupees(amount)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {kept?.total ? (
        <p className="text-sm text-gray-700">
          <KeptLine total={kept.total} threshold={kept.threshold} section={kept.section} />
        </p>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <Field label={t`Financial year`} className="w-40">
          <Select
            value={fy}
            options={years.map((y) => ({ value: y, label: `FY ${y}` }))}
            onValueChange={setFy}
          />
        </Field>
        {(['pdf', 'csv'] as const).map((f) => (
          <Button
            key={f}
            variant="secondary"
            busy={download.isPending && format === f}
            disabled={download.isPending}
            onClick={() => {
              setFormat(f);
              download.mutate({ fy, format: f });
            }}
          >
            <FileDown aria-hidden />
            {f === 'pdf' ? t`Download PDF` : t`Download CSV`}
          </Button>
        ))}
      </div>
    </section>
  );
}

/** The products kept in the year, and the yearly limit above which they are taxed (design §13). */
function KeptLine({
  total,
  threshold,
  section,
}: {
  total: number;
  threshold: number | null;
  section: string | null;
}) {
  const kept = formatRupees(total);
  if (threshold === null) return <Trans>Products kept this year: {kept}.</Trans>;
  const limit = formatRupees(threshold);
  return (
    <Trans>
      Products kept this year: {kept} of the {limit} a year above which they are taxed as a benefit (section{' '}
      {section}).
    </Trans>
  );
}
