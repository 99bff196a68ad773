import { SOCIAL_PLATFORMS } from '@ih/contract/enums';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { emptySocialRow, type ProfileFormInput } from '../lib/profile-form';

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: p }));

/**
 * Platform rows (platform, user name, type, followers, profile link). Removing is possible only
 * while editing and while more than one row is left (doc 001 §5).
 */
export function PlatformFields({ editing }: { editing: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'social_platform' });
  const ro = !editing;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const e = errors.social_platform?.[index];
          const n = index + 1;
          return (
            <li key={row.id} className="rounded-xl border border-border bg-gray-50/60 p-4">
              <div className="mb-3 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-gray-900">Platform {n}</h3>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={`Remove platform ${n}`}
                  disabled={ro || fields.length <= 1}
                  onClick={() => remove(index)}
                  className="text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,10rem)_repeat(3,minmax(0,1fr))]">
                <Controller
                  control={control}
                  name={`social_platform.${index}.platform_name`}
                  render={({ field, fieldState }) => (
                    <Field label="Platform" error={fieldState.error?.message}>
                      <Select
                        name={field.name}
                        value={field.value || undefined}
                        onValueChange={field.onChange}
                        options={PLATFORM_OPTIONS}
                        placeholder="Select platform"
                        disabled={ro}
                      />
                    </Field>
                  )}
                />
                <Field label="User Name" error={e?.user_name?.message}>
                  <Input
                    readOnly={ro}
                    autoCapitalize="none"
                    {...register(`social_platform.${index}.user_name`)}
                  />
                </Field>
                <Field label="Type" error={e?.type?.message}>
                  <Input
                    readOnly={ro}
                    placeholder="e.g. Travel"
                    {...register(`social_platform.${index}.type`)}
                  />
                </Field>
                <Field label="Followers" error={e?.followers?.message}>
                  <Input
                    readOnly={ro}
                    inputMode="numeric"
                    placeholder="e.g. 12000"
                    {...register(`social_platform.${index}.followers`)}
                  />
                </Field>
                <Field
                  label="Profile URL"
                  error={e?.profile_url?.message}
                  className="sm:col-span-2 xl:col-span-4"
                >
                  <Input
                    readOnly={ro}
                    type="url"
                    inputMode="url"
                    autoCapitalize="none"
                    placeholder="https://instagram.com/yourname"
                    {...register(`social_platform.${index}.profile_url`)}
                  />
                </Field>
              </div>
            </li>
          );
        })}
      </ul>
      {editing ? (
        <Button variant="outline" className="self-start" onClick={() => append(emptySocialRow())}>
          <Plus aria-hidden />
          Add Platform
        </Button>
      ) : null}
    </div>
  );
}
