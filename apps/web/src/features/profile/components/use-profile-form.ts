import { useFormContext } from 'react-hook-form';
import type { ProfileFormInput } from '../lib/profile-form';

/** The profile form the page provides to its sections, and its errors. */
export function useProfileForm() {
  const { register, control, formState } = useFormContext<ProfileFormInput>();
  return { register, control, errors: formState.errors };
}

/** A box for an official code (PAN, GSTIN, IFSC): typed in capitals, never filled in by the browser. */
export const codeInput = {
  autoCapitalize: 'characters',
  autoComplete: 'off',
  className: 'uppercase',
} as const;
