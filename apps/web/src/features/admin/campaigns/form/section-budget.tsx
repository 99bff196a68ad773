import { BUDGET_TYPE_LABELS, BUDGET_TYPES, type BudgetType } from '@ih/contract/enums';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Section, TextField, useFieldError } from './controls';
import { budgetFieldVisible, type CampaignValues } from './values';

const HINTS: Record<BudgetType, string> = {
  fixed: 'Every creator is paid the fixed price.',
  'get quote': 'Creators quote their own price.',
  'fixed affiliate': 'Creators earn a commission on each sale.',
};

/** budget: the type decides which amounts are asked for (and sent). */
export function BudgetSection() {
  const { control } = useFormContext<CampaignValues>();
  const type = useWatch({ control, name: 'budget_type' });
  const error = useFieldError('budget_type');
  const show = (f: Parameters<typeof budgetFieldVisible>[1]) => budgetFieldVisible(type, f);
  return (
    <Section id="budget" title="Budget">
      <Controller
        control={control}
        name="budget_type"
        render={({ field }) => (
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-sm font-medium text-gray-800">Budget type</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {BUDGET_TYPES.map((t) => (
                <label
                  key={t}
                  className={cn(
                    'flex cursor-pointer flex-col gap-0.5 rounded-lg border border-gray-300 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    field.value === t && 'border-brand-600 bg-brand-50',
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                    <input
                      type="radio"
                      name={field.name}
                      value={t}
                      checked={field.value === t}
                      onChange={() => field.onChange(t)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-700"
                    />
                    {BUDGET_TYPE_LABELS[t]}
                  </span>
                  <span className="pl-6 text-xs text-gray-600">{HINTS[t]}</span>
                </label>
              ))}
            </div>
            {error ? (
              <p role="alert" className="mt-1.5 text-xs font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      {show('fixed_price') ? (
        <TextField name="fixed_price" label="Fixed price (₹)" required type="number" inputMode="numeric" />
      ) : null}
      {show('excepted_price_range') ? (
        <TextField
          name="excepted_price_range"
          label="Expected price range"
          maxLength={200}
          placeholder="e.g. ₹5,000 - ₹10,000"
        />
      ) : null}
      {show('fixed_commission_per_sale') ? (
        <TextField
          name="fixed_commission_per_sale"
          label="Commission per sale (₹)"
          required
          type="number"
          inputMode="numeric"
        />
      ) : null}
      {show('coupon_code') ? <TextField name="coupon_code" label="Coupon code" maxLength={100} /> : null}
    </Section>
  );
}
