import { adminGetSettings, adminUpdateSettings } from '@ih/contract/routes/settings';
import type { PlatformSettings } from '@ih/contract/settings';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const SETTINGS_TEXT = {
  fetchFailed: 'Failed to fetch the platform settings',
  saveFailed: 'Could not save the settings. Please try again.',
} as const;

export const settingsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'settings'],
    queryFn: ({ signal }) =>
      apiRequest(adminGetSettings, { signal, fallbackMessage: SETTINGS_TEXT.fetchFailed }),
    select: (answer) => answer.data,
  });

export function useSaveSettings() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: Partial<PlatformSettings>) =>
      apiRequest(adminUpdateSettings, { body, fallbackMessage: SETTINGS_TEXT.saveFailed }),
    onSuccess: (answer) => client.setQueryData(settingsQuery().queryKey, answer),
  });
}
