import { Trans, useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { codeInput, useProfileForm } from './use-profile-form';

/**
 * PAN and GST registration (design §13). The PAN is shown masked as the API sends it; typing a new
 * one replaces it. The GSTIN is asked only of a registered creator, and must be of the profile's state.
 */
export function TaxFields({ editing }: { editing: boolean }) {
  const { t } = useLingui();
  const { register, control, errors } = useProfileForm();
  const registered = useWatch({ control, name: 'gst_registered' });
  const ro = !editing;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t`PAN`}
        error={errors.pan?.message}
        hint={
          editing
            ? t`As on your PAN card, e.g. ABCDE1234F. Without a PAN, TDS is 20% once your year passes the threshold.`
            : undefined
        }
      >
        <Input readOnly={ro} {...codeInput} maxLength={10} {...register('pan')} />
      </Field>
      <div className="flex flex-col gap-3">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-gray-800">
          <input
            type="checkbox"
            className="size-5 accent-violet-700"
            disabled={ro}
            {...register('gst_registered')}
          />
          <Trans>Registered for GST</Trans>
        </label>
        {registered ? (
          <Field
            label={t`GSTIN`}
            error={errors.gstin?.message}
            hint={
              editing ? t`The 15-character GSTIN of your registration in your profile’s state.` : undefined
            }
          >
            <Input readOnly={ro} {...codeInput} maxLength={15} {...register('gstin')} />
          </Field>
        ) : null}
      </div>
    </div>
  );
}
