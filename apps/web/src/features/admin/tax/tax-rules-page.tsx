import type { TaxRule } from '@ih/contract/routes/tax';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { useSession } from '@/lib/session';
import { type NewTaxRule, TAX_TEXT, taxRulesQuery, useAddTaxRule } from './api';

const KIND_LABELS: Record<TaxRule['kind'], string> = {
  fees: 'Fees (money paid for the work)',
  benefit: 'Benefit (products kept)',
};

/** The next financial year after the newest one listed ('2027-28' after '2026-27'). */
const nextYear = (rules: TaxRule[]) => {
  const newest = rules[0]?.financialYear ?? '2026-27';
  const start = Number(newest.slice(0, 4)) + 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/** The add form: prefilled from the newest year's rule of the kind, so a new year is a small edit. */
function AddRule({ rules }: { rules: TaxRule[] }) {
  const add = useAddTaxRule();
  const base = rules.find((r) => r.kind === 'fees');
  const [draft, setDraft] = useState<Record<keyof NewTaxRule, string>>({
    financialYear: nextYear(rules),
    kind: 'fees',
    act: base?.act ?? '',
    section: base?.section ?? '',
    label: base?.label ?? '',
    ratePercent: String(base?.ratePercent ?? ''),
    noPanRatePercent: String(base?.noPanRatePercent ?? 20),
    thresholdYearly: String(base?.thresholdYearly ?? ''),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof NewTaxRule) => (v: string) => setDraft({ ...draft, [k]: v });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(
      {
        ...draft,
        kind: draft.kind as TaxRule['kind'],
        ratePercent: Number(draft.ratePercent),
        noPanRatePercent: Number(draft.noPanRatePercent),
        thresholdYearly: Number(draft.thresholdYearly),
      },
      {
        onSuccess: (answer) => {
          setErrors({});
          toast({ variant: 'success', title: answer.message });
        },
        onError: (err) => {
          setErrors(err instanceof ApiError ? (err.errors ?? {}) : {});
          toast({ variant: 'destructive', title: errorMessage(err, TAX_TEXT.saveFailed) });
        },
      },
    );
  };
  const text = (k: keyof NewTaxRule, label: string, hint?: string, numeric = false) => (
    <Field label={label} error={errors[k]} hint={hint}>
      <Input
        value={draft[k]}
        inputMode={numeric ? 'decimal' : undefined}
        onChange={(e) => set(k)(e.target.value)}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate>
      <Card>
        <CardHeader>
          <CardTitle>Add a financial year</CardTitle>
          <CardDescription>
            One rule per year and kind. Payments in a year with no fees rule cannot be recorded, so add next
            year's before 1 April. A rule is never changed once payments use it.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {text('financialYear', 'Financial year', 'e.g. 2027-28')}
          <Field label="Kind" error={errors.kind}>
            <Select
              value={draft.kind}
              options={Object.entries(KIND_LABELS).map(([value, label]) => ({ value, label }))}
              onValueChange={set('kind')}
            />
          </Field>
          {text('act', 'Act in force', 'e.g. Income-tax Act, 2025')}
          {text('section', 'Section', 'As statements print it, e.g. 393(1)')}
          <div className="sm:col-span-2">{text('label', 'Nature of payment')}</div>
          {text('ratePercent', 'Rate (%)', undefined, true)}
          {text('noPanRatePercent', 'Rate without PAN (%)', undefined, true)}
          {text(
            'thresholdYearly',
            'Yearly threshold (₹)',
            'Nothing is deducted while the year stays within it',
            true,
          )}
        </CardContent>
      </Card>
      <div className="mt-4 flex justify-end">
        <Button type="submit" busy={add.isPending} busyLabel="Adding...">
          Add rule
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/tax-rules: TDS rules as data (design §13), by financial year, labelled by the Act in force.
 * Staff read them; admins add next year's.
 */
export default function TaxRulesPage() {
  usePageMeta({ title: 'Tax rules' });
  const isAdmin = useSession('staff')?.user?.role === 'admin';
  const rules = useQuery(taxRulesQuery());
  if (rules.isError)
    return (
      <ErrorState
        message={errorMessage(rules.error, TAX_TEXT.fetchFailed)}
        onRetry={() => void rules.refetch()}
      />
    );
  if (!rules.data) return <SkeletonRows rows={6} />;
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Card>
        <CardHeader>
          <CardTitle>TDS rules</CardTitle>
          <CardDescription>
            Each payment takes the rule of its financial year (April to March). GST is 18% for registered
            creators: CGST and SGST within Maharashtra, IGST from other states.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="flex flex-col divide-y divide-border">
            {rules.data.map((r) => (
              <li key={r._id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
                <span className="w-20 shrink-0 font-semibold text-gray-900">{r.financialYear}</span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-gray-900">
                    {r.section} · {r.label}
                  </span>
                  <span className="block text-sm text-gray-600">
                    {r.act} · {KIND_LABELS[r.kind]}
                  </span>
                </span>
                <span className="text-sm text-gray-800 tabular-nums">
                  {r.ratePercent}% ({r.noPanRatePercent}% without PAN) over {formatRupees(r.thresholdYearly)}{' '}
                  a year
                </span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      {isAdmin ? (
        <AddRule rules={rules.data} />
      ) : (
        <p className="text-sm text-gray-600">Only admins can add tax rules.</p>
      )}
    </div>
  );
}
