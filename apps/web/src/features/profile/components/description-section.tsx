import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_RECOMMENDED_LENGTH } from '@ih/contract/constants';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { useProfileForm } from './use-profile-form';

export function DescriptionFields({ editing }: { editing: boolean }) {
  const { t } = useLingui();
  const { register, control, errors } = useProfileForm();
  const text = useWatch({ control, name: 'description' }) ?? '';
  const length = text.trim().length;
  const recommended = DESCRIPTION_RECOMMENDED_LENGTH;
  return (
    <Field
      label={t`About you`}
      error={errors.description?.message}
      hint={t`${plural(length, { one: '# character', other: '# characters' })} (at least ${recommended} recommended)`}
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
