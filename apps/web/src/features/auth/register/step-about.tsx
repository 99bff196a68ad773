import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  DESCRIPTION_RECOMMENDED_LENGTH,
} from '@ih/contract/constants';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { Skeleton } from '@/components/ui/skeleton';
import { chipInput, chipLabel } from './choice-styles';
import type { RegisterValues } from './register-form';
import { useCategories } from './use-categories';

/**
 * The counter and hint. The rule is 20 characters; 100 is only a recommendation (design §10), so
 * the counter says "recommended" and the hint names the minimum first while it is not met.
 */
export function descriptionHint(length: number): string {
  if (length < DESCRIPTION_MIN_LENGTH) {
    const need = DESCRIPTION_MIN_LENGTH - length;
    const minimum = DESCRIPTION_MIN_LENGTH;
    return t`${plural(need, { one: '# more character', other: '# more characters' })} needed (minimum ${minimum}).`;
  }
  if (length < DESCRIPTION_RECOMMENDED_LENGTH) {
    const more = DESCRIPTION_RECOMMENDED_LENGTH - length;
    const recommended = DESCRIPTION_RECOMMENDED_LENGTH;
    return t`${plural(more, { one: '# more character', other: '# more characters' })} to reach the recommended ${recommended}.`;
  }
  return t`Great — that meets the recommended length.`;
}

/** Step 3, Categories & Bio (doc 000 §2). */
export function StepAbout() {
  const { t } = useLingui();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<RegisterValues>();
  const { names, loading } = useCategories();
  const description = useWatch({ control, name: 'description' }) ?? '';
  const length = description.trim().length;
  const nicheError = errors.niche?.message;
  const descError = errors.description?.message;

  return (
    <div className="flex flex-col gap-6">
      <fieldset aria-describedby={nicheError ? 'niche-error' : undefined} aria-busy={loading || undefined}>
        <legend className="mb-1.5 text-sm font-medium text-gray-800">
          <Trans>Niche</Trans>
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
          <span className="ml-2 font-normal text-gray-600">Choose every category you create for.</span>
        </legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {loading
            ? Array.from({ length: 9 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
                <Skeleton key={i} className="h-11 rounded-lg" />
              ))
            : names.map((name) => (
                <div key={name}>
                  <input
                    id={`niche-${name}`}
                    type="checkbox"
                    value={name}
                    className={chipInput}
                    {...register('niche')}
                  />
                  <label htmlFor={`niche-${name}`} className={chipLabel}>
                    {name}
                  </label>
                </div>
              ))}
        </div>
        {nicheError ? (
          <p id="niche-error" role="alert" className="mt-1.5 text-xs font-medium text-red-700">
            {nicheError}
          </p>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor="register-description" className="text-sm font-medium text-gray-800">
          <Trans>Description</Trans>
          <span aria-hidden className="ml-0.5 text-red-700">
            *
          </span>
        </label>
        <textarea
          id="register-description"
          rows={5}
          // The profile takes the same length (issue 26 C): one constant, in the contract.
          maxLength={DESCRIPTION_MAX_LENGTH}
          aria-required
          aria-invalid={descError ? true : undefined}
          aria-describedby={`register-description-count register-description-hint${descError ? ' register-description-error' : ''}`}
          placeholder={t`Tell brands about you: what you create, who your audience is and what makes your content special.`}
          className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-xs placeholder:text-gray-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/40 aria-invalid:border-red-600"
          {...register('description')}
        />
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 text-xs">
          <p id="register-description-hint" className="text-gray-600">
            {descriptionHint(length)}
          </p>
          <p
            id="register-description-count"
            className={length >= DESCRIPTION_RECOMMENDED_LENGTH ? 'text-green-700' : 'text-gray-600'}
          >
            {length}/{DESCRIPTION_RECOMMENDED_LENGTH} characters recommended
          </p>
        </div>
        {descError ? (
          <p id="register-description-error" role="alert" className="text-xs font-medium text-red-700">
            {descError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
