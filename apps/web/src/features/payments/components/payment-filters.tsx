import { PAYMENT_PAGE_SIZES } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { FileDown, X } from 'lucide-react';
import { DateField, FilterField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { formatDayMonthYear } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import type { DateRange } from '../lib/dates';

const SIZE_OPTIONS = PAYMENT_PAGE_SIZES.map((s) => ({ value: String(s), label: String(s) }));

/**
 * From / To / Clear, the page size and the CSV export. The To picker disables days before From and
 * the From picker days after To (doc 001 §5); a date typed past that rule is reported under To.
 */
export function PaymentFilters({
  range,
  onRangeChange,
  rangeError,
  pageSize,
  onPageSizeChange,
  onExport,
  canExport,
}: {
  range: DateRange;
  onRangeChange: (next: DateRange) => void;
  rangeError: string | null;
  pageSize: number;
  onPageSizeChange: (size: number) => void;
  onExport: () => void;
  canExport: boolean;
}) {
  // The rule is said where it applies: once a From date is picked (issue 26: never while both are empty).
  const { t } = useLingui();
  const from = range.from ? formatDayMonthYear(`${range.from}T12:00:00+05:30`) : '';
  const toHint = range.from ? t`Dates before ${from} are disabled: To cannot be before From.` : null;
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex flex-col gap-1.5">
        <div className="grid grid-cols-2 items-end gap-3 sm:flex">
          <DateField
            id="payment-from"
            label={t`From`}
            value={range.from}
            max={range.to || undefined}
            onChange={(from) => onRangeChange({ ...range, from })}
            inputClassName="sm:w-44"
          />
          <DateField
            id="payment-to"
            label={t`To`}
            value={range.to}
            min={range.from || undefined}
            aria-invalid={rangeError ? true : undefined}
            aria-describedby={rangeError || toHint ? 'payment-to-hint' : undefined}
            onChange={(to) => onRangeChange({ ...range, to })}
            inputClassName="sm:w-44"
          />
          <Button
            variant="outline"
            className="col-span-2 sm:col-span-1"
            onClick={() => onRangeChange({ from: '', to: '' })}
            disabled={!range.from && !range.to}
          >
            <X aria-hidden />
            <Trans>Clear</Trans>
          </Button>
        </div>
        {rangeError || toHint ? (
          <p
            id="payment-to-hint"
            role={rangeError ? 'alert' : undefined}
            className={rangeError ? 'text-xs font-medium text-red-700' : 'text-xs text-gray-600'}
          >
            {rangeError ? translateText(rangeError) : toHint}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <FilterField id="payment-page-size" label={t`Per page`}>
          <Select
            id="payment-page-size"
            value={String(pageSize)}
            onValueChange={(v) => onPageSizeChange(Number(v))}
            options={SIZE_OPTIONS}
            className="w-24"
          />
        </FilterField>
        <Button variant="outline" onClick={onExport} disabled={!canExport}>
          <FileDown aria-hidden />
          <Trans>Export CSV</Trans>
        </Button>
      </div>
    </div>
  );
}
