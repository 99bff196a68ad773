import { useLingui } from '@lingui/react/macro';
import { SelectField } from '@/components/filter-fields';
import { ALL, budgetLabel, type WorkFilters } from '../lib/list-filters';

/** Brand, budget and platform dropdowns; the first choice of each resets it (doc 001 §2). */
export function WorkFilterBar({
  value,
  onChange,
  options,
}: {
  value: WorkFilters;
  onChange: (next: WorkFilters) => void;
  options: { brands: string[]; budgets: string[]; platforms: string[] };
}) {
  const { t } = useLingui();
  const fields = [
    {
      key: 'brand' as const,
      label: t`Brand`,
      options: [{ value: ALL, label: t`All Brands` }, ...options.brands.map((b) => ({ value: b, label: b }))],
    },
    {
      key: 'budget' as const,
      label: t`Budget`,
      options: [
        { value: ALL, label: t`All Budgets` },
        ...options.budgets.map((b) => ({ value: b, label: budgetLabel(b) })),
      ],
    },
    {
      key: 'platform' as const,
      label: t`Platform`,
      options: [
        { value: ALL, label: t`All Types` },
        ...options.platforms.map((p) => ({ value: p, label: p })),
      ],
    },
  ];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      {fields.map((f) => (
        <SelectField
          key={f.key}
          id={`work-filter-${f.key}`}
          label={f.label}
          value={value[f.key]}
          onValueChange={(v) => onChange({ ...value, [f.key]: v })}
          options={f.options}
        />
      ))}
    </div>
  );
}
