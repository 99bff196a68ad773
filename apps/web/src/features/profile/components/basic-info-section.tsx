import { PINCODE_LENGTH } from '@ih/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useProfileForm } from './use-profile-form';

/** Name, contact (never editable), address with pin code auto-fill, portfolio (doc 001 §2, §5). */
export function BasicInfoFields({ editing, lookingUp }: { editing: boolean; lookingUp: boolean }) {
  const { t } = useLingui();
  const { register, errors } = useProfileForm();
  const ro = !editing;
  const pin = register('pincode');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t`Full Name`} required error={errors.name?.message}>
        <Input readOnly={ro} autoComplete="name" {...register('name')} />
      </Field>
      <Field label={t`Email`} hint={t`Your e-mail cannot be changed here.`}>
        <Input readOnly type="email" {...register('email')} />
      </Field>
      <Field label={t`Mobile Number`} hint={t`Your mobile number cannot be changed here.`}>
        <Input readOnly inputMode="tel" {...register('mobile_number')} />
      </Field>
      <Field label={t`Portfolio Link`} error={errors.portfolio_link?.message}>
        <Input
          readOnly={ro}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          placeholder="https://yourportfolio.com"
          {...register('portfolio_link')}
        />
      </Field>
      <Field label={t`Address`} required error={errors.address?.message} className="sm:col-span-2">
        <Input readOnly={ro} autoComplete="street-address" {...register('address')} />
      </Field>
      <Field
        label={t`Pin Code`}
        error={errors.pincode?.message}
        hint={lookingUp ? t`Looking up the pin code...` : t`Six digits fill in the city, state and country.`}
      >
        <Input
          readOnly={ro}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={PINCODE_LENGTH}
          {...pin}
          onChange={(e) => {
            // Digits only, never more than six (doc 001 §5).
            e.target.value = e.target.value.replace(/\D/g, '').slice(0, PINCODE_LENGTH);
            return pin.onChange(e);
          }}
        />
      </Field>
      <Field label={t`City`} required error={errors.city?.message}>
        <Input readOnly={ro} autoComplete="address-level2" {...register('city')} />
      </Field>
      <Field label={t`State`} required error={errors.state?.message}>
        <Input readOnly={ro} autoComplete="address-level1" {...register('state')} />
      </Field>
      <Field label={t`Country`} required error={errors.country?.message}>
        <Input readOnly={ro} autoComplete="country-name" {...register('country')} />
      </Field>
    </div>
  );
}
