import { SOCIAL_PLATFORMS } from '@ih/contract/enums';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { emptySocialRow, type RegisterValues } from './register-form';

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: p }));

/**
 * Step 2, Social Media Accounts (doc 000 §2): starts with one empty row, the plus button adds rows,
 * and a row can be removed only while more than one exists.
 */
export function StepSocial() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'social_platform' });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-gray-600">
        Add the accounts brands should see. At least one platform with its link and follower count is needed.
      </p>
      <ul className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const rowErrors = errors.social_platform?.[index];
          return (
            <li key={row.id} className="rounded-xl border border-border bg-gray-50/60 p-4">
              <div className="mb-3 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-gray-900">Account {index + 1}</h3>
                {fields.length > 1 ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove account ${index + 1}`}
                    onClick={() => remove(index)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                ) : null}
              </div>
              <div className="grid gap-4 sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_minmax(0,10rem)]">
                <Controller
                  control={control}
                  name={`social_platform.${index}.platform_name`}
                  render={({ field, fieldState }) => (
                    // Field sits inside the render so its id and aria props reach the select's trigger.
                    <Field label="Platform" required error={fieldState.error?.message}>
                      <Select
                        name={field.name}
                        value={field.value}
                        onValueChange={field.onChange}
                        options={PLATFORM_OPTIONS}
                        placeholder="Select platform"
                      />
                    </Field>
                  )}
                />
                <Field label="Account Link" required error={rowErrors?.profile_url?.message}>
                  <Input
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    placeholder="https://instagram.com/yourname"
                    {...register(`social_platform.${index}.profile_url`)}
                  />
                </Field>
                <Field label="Number of Followers" required error={rowErrors?.followers?.message}>
                  <Input
                    inputMode="numeric"
                    placeholder="e.g. 12000"
                    {...register(`social_platform.${index}.followers`)}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="secondary" onClick={() => append(emptySocialRow())}>
          <Plus aria-hidden />
          Add another platform
        </Button>
      </div>
    </div>
  );
}
