import type { ProfileData } from '@ih/contract/routes/profile';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { maskAccountNumber } from '../lib/profile-form';
import { useProfileForm } from './use-profile-form';

/** "Verified · name at bank: …", or why not; nothing without a payout provider. */
function PayoutCheck({ payout }: { payout: NonNullable<Parameters<typeof BankFields>[0]['payout']> }) {
  if (payout.payoutDestinationVerified)
    return (
      <p
        className="flex items-center gap-1.5 text-sm text-green-800 sm:col-span-2"
        data-testid="payout-verified"
      >
        <Check aria-hidden className="size-4" />
        Verified · name at bank: {payout.nameAtBank ?? '—'}
      </p>
    );
  if (!payout.payoutDestinationProblem) return null;
  return (
    <p className="text-sm text-amber-800 sm:col-span-2" role="status">
      {payout.payoutDestinationProblem}
    </p>
  );
}

/**
 * Bank details (design §6): outside edit mode the account number is shown masked; entering edit
 * mode loads the full number for its owner. IFSC and UPI follow the contract's rules.
 */
export function BankFields({
  editing,
  payout,
}: {
  editing: boolean;
  /** Design §18: what the bank said of these details (with a payout provider on). */
  payout?: Pick<ProfileData, 'payoutDestinationVerified' | 'nameAtBank' | 'payoutDestinationProblem'>;
}) {
  const { t } = useLingui();
  const { register, control, errors } = useProfileForm();
  const e = errors.bank_details;
  const accountNumber = useWatch({ control, name: 'bank_details.account_number' });
  const ro = !editing;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t`Account Holder Name`} error={e?.account_holder_name?.message}>
        <Input readOnly={ro} autoComplete="name" {...register('bank_details.account_holder_name')} />
      </Field>
      <Field label={t`Bank Name`} error={e?.bank_name?.message}>
        <Input readOnly={ro} {...register('bank_details.bank_name')} />
      </Field>
      <Field label={t`Branch Name`} error={e?.branch_name?.message}>
        <Input readOnly={ro} {...register('bank_details.branch_name')} />
      </Field>
      <Field label={t`Account Type`} error={e?.account_type?.message}>
        <Input readOnly={ro} placeholder={t`e.g. Savings`} {...register('bank_details.account_type')} />
      </Field>
      {editing ? (
        <Field
          key="edit"
          label={t`Account Number`}
          error={e?.account_number?.message}
          hint={t`9 to 18 digits.`}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('bank_details.account_number')} />
        </Field>
      ) : (
        // Its own key: a shown (controlled) value must not turn into the registered (uncontrolled) input.
        <Field key="masked" label={t`Account Number`} error={e?.account_number?.message}>
          <Input readOnly value={maskAccountNumber(accountNumber)} data-testid="masked-account-number" />
        </Field>
      )}
      <Field
        label={t`IFSC Code`}
        error={e?.ifsc_code?.message}
        hint={editing ? t`e.g. HDFC0001234` : undefined}
      >
        <Input
          readOnly={ro}
          autoCapitalize="characters"
          className="uppercase"
          {...register('bank_details.ifsc_code')}
        />
      </Field>
      <Field
        label={t`UPI ID`}
        error={e?.upi_id?.message}
        hint={editing ? t`e.g. name@okhdfcbank` : undefined}
      >
        <Input readOnly={ro} autoCapitalize="none" {...register('bank_details.upi_id')} />
      </Field>
      {!editing && payout ? <PayoutCheck payout={payout} /> : null}
    </div>
  );
}
