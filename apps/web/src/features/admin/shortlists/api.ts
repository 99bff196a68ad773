import {
  addShortlistCreators,
  createShortlist,
  deleteShortlist,
  getShortlist,
  listShortlists,
  removeShortlistCreator,
} from '@ih/contract/routes/shortlists';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const SHORTLISTS_PAGE_SIZE = 20;

const keys = {
  all: ['admin', 'shortlists'] as const,
  list: (page: number) => [...keys.all, 'list', page] as const,
  choices: () => [...keys.all, 'choices'] as const,
  detail: (id: string) => [...keys.all, 'detail', id] as const,
};

/** The caller's shortlists (their brands'; admins: all), newest first. */
export const shortlistsQuery = (page: number) =>
  queryOptions({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      apiRequest(listShortlists, {
        query: { page, limit: SHORTLISTS_PAGE_SIZE },
        signal,
        fallbackMessage: 'Failed to fetch shortlists',
      }),
    placeholderData: keepPreviousData,
  });

/** The lists to add a creator to (the newest hundred). */
export const shortlistChoicesQuery = () =>
  queryOptions({
    queryKey: keys.choices(),
    queryFn: ({ signal }) =>
      apiRequest(listShortlists, {
        query: { page: 1, limit: 100 },
        signal,
        fallbackMessage: 'Failed to fetch shortlists',
      }),
  });

export const shortlistQuery = (id: string) =>
  queryOptions({
    queryKey: keys.detail(id),
    queryFn: ({ signal }) =>
      apiRequest(getShortlist, { params: { id }, signal, fallbackMessage: 'Failed to fetch the shortlist' }),
  });

export function useCreateShortlist() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: { brandId: string; name: string }) =>
      apiRequest(createShortlist, { body, fallbackMessage: 'Failed to create the shortlist' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useAddToShortlist() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: ({ id, influencerIds }: { id: string; influencerIds: string[] }) =>
      apiRequest(addShortlistCreators, {
        params: { id },
        body: { influencerIds },
        fallbackMessage: 'Failed to add to the shortlist',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useRemoveFromShortlist(id: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (influencerId: string) =>
      apiRequest(removeShortlistCreator, {
        params: { id, influencerId },
        fallbackMessage: 'Failed to remove the creator',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useDeleteShortlist(id: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: () =>
      apiRequest(deleteShortlist, { params: { id }, fallbackMessage: 'Failed to delete the shortlist' }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The list as a spreadsheet, saved under the server's file name. */
export async function downloadShortlistCsv(id: string, name: string): Promise<string> {
  const { blob, fileName } = await apiBlob(getShortlist, {
    params: { id },
    query: { format: 'csv' },
    fallbackMessage: 'Failed to download the shortlist',
  });
  const saved = fileName ?? `shortlist-${name}.csv`;
  saveBlob(blob, saved);
  return saved;
}
