import type { Language } from '@ih/contract/language';
import { DESTINATION_PENDING } from '@ih/contract/payout-pending';
import { PROFILE_MESSAGES } from '@ih/contract/profile-messages';
import { setCreatorLanguage } from '@ih/contract/routes/account-language';
import {
  getBankAccountNumber,
  getProfile,
  type ProfileData,
  type ProfileUpdateBody,
  updateProfile,
} from '@ih/contract/routes/profile';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_QUERY_KEY } from '@/app/layouts/header-profile-query';
import { apiRequest, errorMessage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { getSession, updateStoredUser } from '@/lib/session';

export const PROFILE_TEXT = {
  fetchFailed: msg`Failed to fetch profile data`,
  updateFailed: msg`Failed to update profile. Please try again.`,
  loadError: msg`Error loading profile`,
  loading: msg`Loading profile...`,
} as const;

/**
 * GET /v1/influencer/profile, under the header's key and in the same shape (the whole answer), so
 * a save here updates 'Welcome, {name}' and the avatar at once.
 */
export function useProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest(getProfile, { signal, fallbackMessage: i18n._(PROFILE_TEXT.fetchFailed) }),
    select: (answer) => answer.data,
    // Design §18: new bank or UPI details are checked with the bank in the background; look again
    // every few seconds until it has answered.
    refetchInterval: (query) =>
      query.state.data?.data.payoutDestinationProblem === DESTINATION_PENDING ? 3000 : false,
  });
}

/** The full account number, for the owner's edit form only (design §6). */
export async function fetchAccountNumber(): Promise<string> {
  return (await apiRequest(getBankAccountNumber)).data.account_number;
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) =>
      apiRequest(updateProfile, { body, fallbackMessage: i18n._(PROFILE_TEXT.updateFailed) }),
    onSuccess: (answer) => {
      const profile: ProfileData = answer.data;
      client.setQueryData(PROFILE_QUERY_KEY, {
        success: true as const,
        data: profile,
        message: answer.message || PROFILE_MESSAGES.fetched,
      });
      // The stored user feeds the header before the profile call answers on the next visit.
      const stored = getSession('creator')?.user ?? {};
      updateStoredUser('creator', { ...stored, name: profile.name, profile_image: profile.profile_image });
    },
  });
}

export const updateErrorMessage = (error: unknown) => errorMessage(error, i18n._(PROFILE_TEXT.updateFailed));

/** The account's reading language (design §19); the header's profile, which carries it, is read again. */
export function useSaveLanguage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => apiRequest(setCreatorLanguage, { body: { language } }),
    onSuccess: () => client.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  });
}
