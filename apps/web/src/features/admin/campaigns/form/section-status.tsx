import { CAMPAIGN_STATUSES, type CampaignStatus } from '@ih/contract/enums';
import { Controller, useFormContext } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Section, useFieldError } from './controls';
import type { CampaignValues } from './values';

const LABELS: Record<CampaignStatus, { label: string; hint: string }> = {
  active: { label: 'Active', hint: 'Creators can see it and apply.' },
  inactive: { label: 'Inactive', hint: 'Hidden from creators.' },
  closed: { label: 'Closed', hint: 'Shown as closed; no new applications.' },
};

/** status: active, inactive or closed. */
export function StatusSection() {
  const { control } = useFormContext<CampaignValues>();
  const error = useFieldError('status');
  return (
    <Section id="status" title="Status" className="md:grid-cols-1">
      <Controller
        control={control}
        name="status"
        render={({ field }) => (
          <fieldset>
            <legend className="sr-only">Campaign status</legend>
            <div className="grid gap-2 sm:grid-cols-3">
              {CAMPAIGN_STATUSES.map((s) => (
                <label
                  key={s}
                  className={cn(
                    'flex cursor-pointer flex-col gap-0.5 rounded-lg border border-gray-300 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    field.value === s && 'border-brand-600 bg-brand-50',
                  )}
                >
                  <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                    <input
                      type="radio"
                      name={field.name}
                      value={s}
                      checked={field.value === s}
                      onChange={() => field.onChange(s)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-700"
                    />
                    {LABELS[s].label}
                  </span>
                  <span className="pl-6 text-xs text-gray-600">{LABELS[s].hint}</span>
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
    </Section>
  );
}
