import { SOCIAL_PLATFORMS } from '@ih/contract/enums';
import { useLingui } from '@lingui/react/macro';
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((p) => ({ value: p, label: p }));

/** The text fields a social row can have after its platform; each form shows its own subset. */
export type SocialTextField = 'user_name' | 'type' | 'followers' | 'profile_url';

/** A row as a form holds it: text only; each form's row type has some of these. */
type SocialRowInput = { platform_name?: string } & Partial<Record<SocialTextField, string>>;
interface SocialForm {
  social_platform: SocialRowInput[];
}

// How each field is typed in: the same on sign-up and on the profile, only the labels differ.
const INPUT_PROPS: Record<SocialTextField, ComponentProps<'input'>> = {
  user_name: { autoCapitalize: 'none' },
  type: { placeholder: 'e.g. Travel' },
  followers: { inputMode: 'numeric', placeholder: 'e.g. 12000' },
  profile_url: {
    type: 'url',
    inputMode: 'url',
    autoCapitalize: 'none',
    placeholder: 'https://instagram.com/yourname',
  },
};

export interface SocialFieldSpec {
  name: SocialTextField;
  label: string;
  className?: string;
}

/**
 * The list of social accounts (platform, then the given text fields) inside a react-hook-form form
 * whose `social_platform` array holds the rows: sign-up (doc 000 §2) and the profile (doc 001 §5).
 * A row can be removed only while more than one is left.
 */
export function SocialAccountsEditor({
  rowNoun,
  fields: specs,
  gridClassName,
  required = false,
  readOnly = false,
  loneRow,
  add,
  newRow,
}: {
  /** "Account" or "Platform": the row's heading ("Account 1") and its remove button's name. */
  rowNoun: string;
  fields: readonly SocialFieldSpec[];
  gridClassName: string;
  required?: boolean;
  readOnly?: boolean;
  /** What the remove button of a lone row does: sign-up hides it, the profile shows it disabled. */
  loneRow: 'hide' | 'disable';
  /** The add button, or null while rows cannot be added. */
  add: { label: ReactNode; variant: 'secondary' | 'outline' } | null;
  newRow: () => SocialRowInput;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SocialForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'social_platform' });
  const lone = fields.length <= 1;
  const { t } = useLingui();
  // The callers name their rows 'Account' (sign-up) or 'Platform' (the profile).
  const account = rowNoun === 'Account';
  const heading = (n: number) => (account ? t`Account ${n}` : t`Platform ${n}`);
  const removeLabel = (n: number) => (account ? t`Remove account ${n}` : t`Remove platform ${n}`);
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-4">
        {fields.map((row, index) => {
          const rowErrors = errors.social_platform?.[index];
          const n = index + 1;
          return (
            <li key={row.id} className="rounded-xl border border-border bg-gray-50/60 p-4">
              <div className="mb-3 flex items-center justify-between">
                <h3 className="text-sm font-semibold text-gray-900">{heading(n)}</h3>
                {lone && loneRow === 'hide' ? null : (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={removeLabel(n)}
                    disabled={readOnly || lone}
                    onClick={() => remove(index)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden />
                  </Button>
                )}
              </div>
              <div className={gridClassName}>
                <Controller
                  control={control}
                  name={`social_platform.${index}.platform_name`}
                  render={({ field, fieldState }) => (
                    // Field sits inside the render so its id and aria props reach the select.
                    <Field label={t`Platform`} required={required} error={fieldState.error?.message}>
                      <Select
                        name={field.name}
                        value={field.value || undefined}
                        onValueChange={field.onChange}
                        options={PLATFORM_OPTIONS}
                        placeholder={t`Select platform`}
                        disabled={readOnly}
                      />
                    </Field>
                  )}
                />
                {specs.map((spec) => (
                  <Field
                    key={spec.name}
                    label={spec.label}
                    required={required}
                    error={rowErrors?.[spec.name]?.message}
                    className={spec.className}
                  >
                    <Input
                      readOnly={readOnly}
                      {...INPUT_PROPS[spec.name]}
                      {...register(`social_platform.${index}.${spec.name}`)}
                    />
                  </Field>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {add ? (
        <Button variant={add.variant} className="self-start" onClick={() => append(newRow())}>
          <Plus aria-hidden />
          {add.label}
        </Button>
      ) : null}
    </div>
  );
}
