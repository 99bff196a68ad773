import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_RECOMMENDED_LENGTH } from '@ih/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useProfileForm } from './use-profile-form';

export function DescriptionFields({ editing }: { editing: boolean }) {
  const { t } = useLingui();
  const { register, control, errors } = useProfileForm();
  const text = useWatch({ control, name: 'description' }) ?? '';
  return (
    <Field
      label={t`About you`}
      error={errors.description?.message}
      hint={`${text.trim().length} characters (at least ${DESCRIPTION_RECOMMENDED_LENGTH} recommended)`}
    >
      {/* Registration takes the same length (issue 26 C): one constant, in the contract. */}
      <Textarea
        readOnly={!editing}
        rows={5}
        maxLength={DESCRIPTION_MAX_LENGTH}
        {...register('description')}
      />
    </Field>
  );
}
