import { PAYMENT_METHODS } from '@ih/contract/enums';
import { listAdminInfluencers } from '@ih/contract/routes/admin-influencers';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { DateField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ParamPatch } from '@/lib/use-list-params';
import { choicesQuery, choicesWithAll } from '../shared/filter-choices';
import { ParamSelect } from '../shared/param-select';

const METHOD_OPTIONS = [
  { value: 'all', label: 'All methods' },
  ...PAYMENT_METHODS.map((m) => ({ value: m, label: m })),
];

export interface HistoryFilterValues {
  influencerId: string | undefined;
  paymentMethod: string | undefined;
  from: string | undefined;
  to: string | undefined;
}

/** Creator, method and paid-between filters, plus the CSV export of whatever they match. */
export function HistoryFilters({
  values,
  onChange,
  onExport,
  exporting,
  dateError,
}: {
  values: HistoryFilterValues;
  onChange: (next: ParamPatch) => void;
  onExport: () => void;
  exporting: boolean;
  dateError: string | undefined;
}) {
  const creators = useQuery(
    choicesQuery(
      ['admin', 'influencers', 'choices'] as const,
      listAdminInfluencers,
      'Failed to fetch creators',
    ),
  );
  const creatorOptions = choicesWithAll(
    (creators.data?.data ?? []).map((c) => ({ value: c._id, label: `${c.name} (${c.email})` })),
    {
      all: 'All creators',
      loading: 'Loading creators...',
      pending: creators.isPending,
      linked: { value: values.influencerId, label: 'The linked creator' },
    },
  );

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <ParamSelect
          id="pay-creator"
          label="Creator"
          param="creator"
          value={values.influencerId}
          options={creatorOptions}
        />
        <ParamSelect
          id="pay-method"
          label="Method"
          param="method"
          value={values.paymentMethod}
          options={METHOD_OPTIONS}
        />
        <DateField
          id="pay-from"
          label="Paid from"
          value={values.from ?? ''}
          onChange={(from) => onChange({ from: from || undefined, page: undefined })}
        />
        <DateField
          id="pay-to"
          label="Paid to"
          value={values.to ?? ''}
          min={values.from}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? 'pay-to-error' : undefined}
          onChange={(to) => onChange({ to: to || undefined, page: undefined })}
        >
          {dateError ? (
            <p id="pay-to-error" role="alert" className="text-xs font-medium text-red-700">
              {dateError}
            </p>
          ) : null}
        </DateField>
      </div>
      <div className="flex justify-end">
        <Button
          variant="outline"
          busy={exporting}
          busyLabel="Exporting..."
          onClick={onExport}
          disabled={Boolean(dateError)}
        >
          <Download aria-hidden />
          Export CSV
        </Button>
      </div>
    </Card>
  );
}
