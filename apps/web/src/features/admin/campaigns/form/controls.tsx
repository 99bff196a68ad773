import type { ReactElement, ReactNode } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldPath,
  get,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { CampaignValues } from './values';

type Name = FieldPath<CampaignValues>;

/** The message for a field, at any depth ('deliverables.0.format'), or an array's own message. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<CampaignValues>();
  const e = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  return e?.message ?? e?.root?.message;
}

/** A field bound through react-hook-form's Controller: `render` draws it from its value and error. */
export function BoundField<N extends Name>({
  name,
  render,
}: {
  name: N;
  render: (field: ControllerRenderProps<CampaignValues, N>, error: string | undefined) => ReactElement;
}) {
  const { control } = useFormContext<CampaignValues>();
  const error = useFieldError(name);
  return <Controller control={control} name={name} render={({ field }) => render(field, error)} />;
}

/** One form section: a card with a heading (an anchor target for the section menu). */
export function Section({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card id={id} aria-labelledby={`${id}-title`} role="region" className="scroll-mt-20">
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn('grid gap-4 md:grid-cols-2', className)}>{children}</CardContent>
    </Card>
  );
}

/** A text input (or textarea) registered with the form, its label and its error. */
export function TextField({
  name,
  label,
  hint,
  required,
  multiline,
  rows = 3,
  maxLength,
  type = 'text',
  className,
  placeholder,
  inputMode,
}: {
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  rows?: number;
  maxLength?: number;
  type?: 'text' | 'date' | 'time' | 'datetime-local' | 'url' | 'number';
  className?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'url' | 'text';
}) {
  const { register } = useFormContext<CampaignValues>();
  const error = useFieldError(name);
  return (
    <Field label={label} hint={hint} required={required} error={error} className={className}>
      {multiline ? (
        <Textarea rows={rows} maxLength={maxLength} placeholder={placeholder} {...register(name)} />
      ) : (
        <Input
          type={type}
          maxLength={maxLength}
          placeholder={placeholder}
          inputMode={inputMode}
          {...register(name)}
        />
      )}
    </Field>
  );
}

// Radix selects cannot hold '' as a value; this stands for "none chosen".
const NONE = '__none';

/** A select bound to a string field; `noneLabel` adds a choice that clears it. */
export function SelectField({
  name,
  label,
  options,
  required,
  hint,
  noneLabel,
  placeholder = 'Choose...',
  className,
}: {
  name: Name;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  hint?: string;
  noneLabel?: string;
  placeholder?: string;
  className?: string;
}) {
  const all = noneLabel ? [{ value: NONE, label: noneLabel }, ...options] : options;
  return (
    <BoundField
      name={name}
      render={(field, error) => (
        <Field label={label} hint={hint} required={required} error={error} className={className}>
          <Select
            value={(field.value as string) || (noneLabel ? NONE : undefined)}
            onValueChange={(v) => field.onChange(v === NONE ? '' : v)}
            options={all}
            placeholder={placeholder}
          />
        </Field>
      )}
    />
  );
}

/** A group of checkboxes bound to an id list; `tile` draws each choice as a bordered tile. */
export function CheckboxGroup({
  name,
  legend,
  items,
  required,
  tile,
  className,
}: {
  name: 'platform_ids' | 'category_ids' | 'usage_rights.channels';
  legend: string;
  items: { id: string; label: string; icon?: string }[];
  required?: boolean;
  tile?: boolean;
  className?: string;
}) {
  const errorId = `${name}-error`;
  return (
    <BoundField
      name={name}
      render={(field, error) => {
        // The channels' list holds its own names; widened to compare with each item's id.
        const value = (field.value ?? []) as readonly string[];
        const toggle = (id: string, on: boolean) =>
          field.onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
        return (
          <fieldset
            className={cn('flex flex-col gap-2', className)}
            aria-describedby={error ? errorId : undefined}
          >
            <legend className="mb-2 text-sm font-medium text-gray-800">
              {legend}
              {required ? (
                <span aria-hidden className="ml-0.5 text-red-700">
                  *
                </span>
              ) : null}
            </legend>
            <ul
              className={cn(
                'grid gap-2',
                tile ? 'grid-cols-2 sm:grid-cols-3 xl:grid-cols-5' : 'sm:grid-cols-2 xl:grid-cols-3',
              )}
            >
              {items.map((item) => {
                const id = `${name}-${item.id}`;
                const checked = value.includes(item.id);
                return (
                  <li
                    key={item.id}
                    className={cn(
                      'flex min-w-0 items-center gap-2',
                      tile &&
                        'rounded-lg border border-gray-300 bg-white p-3 has-[button[data-state=checked]]:border-brand-600 has-[button[data-state=checked]]:bg-brand-50',
                    )}
                  >
                    <Checkbox
                      id={id}
                      checked={checked}
                      aria-invalid={error ? true : undefined}
                      onCheckedChange={(c) => toggle(item.id, c === true)}
                      onBlur={field.onBlur}
                    />
                    <label
                      htmlFor={id}
                      className="flex min-w-0 cursor-pointer items-center gap-2 text-sm text-gray-800"
                    >
                      {item.icon ? (
                        <img src={item.icon} alt="" className="size-5 shrink-0 object-contain" />
                      ) : null}
                      <span className="truncate">{item.label}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
            {error ? (
              <p id={errorId} role="alert" className="text-xs font-medium text-red-700">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/**
 * A required single choice drawn as cards (label and a one-line hint each), a radio group for
 * keyboard and screen readers; the field's error shows under it.
 */
export function RadioCards<V extends string>({
  name,
  legend,
  legendHidden = false,
  options,
  className,
}: {
  name: 'budget_type' | 'status' | 'visibility' | 'usage_rights.territory';
  legend: string;
  legendHidden?: boolean;
  options: readonly { value: V; label: string; hint: string }[];
  className?: string;
}) {
  return (
    <BoundField
      name={name}
      render={(field, error) => (
        <fieldset className={className}>
          <legend className={legendHidden ? 'sr-only' : 'mb-2 text-sm font-medium text-gray-800'}>
            {legend}
          </legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {options.map((o) => (
              <label
                key={o.value}
                className={cn(
                  'flex cursor-pointer flex-col gap-0.5 rounded-lg border border-gray-300 bg-white p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                  field.value === o.value && 'border-brand-600 bg-brand-50',
                )}
              >
                <span className="flex items-center gap-2 text-sm font-medium text-gray-900">
                  <input
                    type="radio"
                    name={field.name}
                    value={o.value}
                    checked={field.value === o.value}
                    onChange={() => field.onChange(o.value)}
                    onBlur={field.onBlur}
                    className="size-4 accent-brand-700"
                  />
                  {o.label}
                </span>
                <span className="pl-6 text-xs text-gray-600">{o.hint}</span>
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
  );
}
