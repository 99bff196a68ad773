import { DESCRIPTION_RECOMMENDED_LENGTH } from '@ih/contract/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import type { ProfileFormInput } from '../lib/profile-form';

export function DescriptionFields({ editing }: { editing: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProfileFormInput>();
  const text = useWatch({ control, name: 'description' }) ?? '';
  return (
    <Field
      label="About you"
      error={errors.description?.message}
      hint={`${text.trim().length} characters (at least ${DESCRIPTION_RECOMMENDED_LENGTH} recommended)`}
    >
      <Textarea readOnly={!editing} rows={5} {...register('description')} />
    </Field>
  );
}
