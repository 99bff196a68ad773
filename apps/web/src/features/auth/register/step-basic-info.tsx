import { PINCODE_LENGTH } from '@ih/contract/constants';
import { ACCOUNT_TYPES, COUNTRY_NAME, COUNTRY_VALUE } from '@ih/contract/enums';
import { mobileFieldValue } from '@ih/contract/patterns';
import { REGISTRATION_MESSAGES } from '@ih/contract/registration-messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { translateText } from '@/lib/i18n';
import { chipInput, chipLabel } from './choice-styles';
import type { ContactField } from './contact-check';
import type { RegisterValues } from './register-form';

const COUNTRY_OPTIONS = [{ value: COUNTRY_VALUE, label: COUNTRY_NAME }];

/** Step 1, Basic Info (doc 000 §2). */
export function StepBasicInfo({
  pincodeLoading,
  onContactBlur,
}: {
  pincodeLoading: boolean;
  /** Leaving the e-mail or mobile field checks whether an account already uses it (issue 26 C). */
  onContactBlur?: (field: ContactField) => void;
}) {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const accountError = errors.account_type?.message;
  const mobile = register('mobile_number');
  const email = register('email');

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label={t`Name`} required error={errors.name?.message} className="sm:col-span-2">
        <Input autoComplete="name" placeholder={t`Your full name`} {...register('name')} />
      </Field>

      <fieldset
        className="sm:col-span-2"
        aria-describedby={accountError ? 'account-type-hint account-type-error' : 'account-type-hint'}
        aria-invalid={accountError ? true : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          <Trans>Account Type</Trans>
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {ACCOUNT_TYPES.map((type) => (
            <div key={type}>
              <input
                id={`account-type-${type}`}
                type="checkbox"
                value={type}
                className={chipInput}
                {...register('account_type')}
              />
              <label htmlFor={`account-type-${type}`} className={chipLabel}>
                {translateText(type)}
              </label>
            </div>
          ))}
        </div>
        <p id="account-type-hint" className="mt-1.5 text-xs text-gray-600">
          {translateText(REGISTRATION_MESSAGES.featureAccountHint)}
        </p>
        {accountError ? (
          <p id="account-type-error" role="alert" className="mt-1.5 text-xs font-medium text-red-700">
            {accountError}
          </p>
        ) : null}
      </fieldset>

      <Field label={t`Mobile Number`} required error={errors.mobile_number?.message}>
        <Input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="9876543210"
          {...mobile}
          onBlur={(e) => {
            void mobile.onBlur(e);
            onContactBlur?.('mobile_number');
          }}
          // Ten digits and no more (issue 12 §8); a pasted '+91 98765 43210' keeps its ten digits.
          onChange={(e) => {
            e.target.value = mobileFieldValue(e.target.value);
            return mobile.onChange(e);
          }}
        />
      </Field>
      <Field label={t`Email`} required error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          placeholder="you@example.com"
          {...email}
          onBlur={(e) => {
            void email.onBlur(e);
            onContactBlur?.('email');
          }}
        />
      </Field>

      <Field label={t`Address`} required error={errors.address?.message} className="sm:col-span-2">
        <Textarea
          rows={2}
          autoComplete="street-address"
          placeholder={t`House number, street, area`}
          className="min-h-16"
          {...register('address')}
        />
      </Field>

      <Field
        label={pincodeLoading ? t`Pin Code (Loading...)` : t`Pin Code`}
        hint={t`Enter your 6-digit pin code to fill state and city automatically.`}
        error={errors.pincode?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          placeholder="110001"
          disabled={pincodeLoading}
          {...register('pincode')}
        />
      </Field>
      <Controller
        control={control}
        name="country"
        render={({ field, fieldState }) => (
          // Field sits inside the render so its id and aria props reach the select's trigger.
          <Field label={t`Country`} required error={fieldState.error?.message}>
            <Select
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              options={COUNTRY_OPTIONS.map((o) => ({ ...o, label: translateText(o.label) }))}
              placeholder={t`Select country`}
            />
          </Field>
        )}
      />
      <Field label={t`State`} required error={errors.state?.message}>
        <Input
          autoComplete="address-level1"
          placeholder={t`State`}
          readOnly={pincodeLoading}
          {...register('state')}
        />
      </Field>
      <Field label={t`City`} required error={errors.city?.message}>
        <Input
          autoComplete="address-level2"
          placeholder={t`City`}
          readOnly={pincodeLoading}
          {...register('city')}
        />
      </Field>
    </div>
  );
}
