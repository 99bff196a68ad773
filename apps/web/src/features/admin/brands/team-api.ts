import type { BodyOf } from '@ih/contract/operation';
import {
  adminAddBrandMember,
  adminListBrandMembers,
  adminRemoveBrandMember,
} from '@ih/contract/routes/brand-team';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export type MemberBody = BodyOf<typeof adminAddBrandMember>;

const teamKey = (brandId: string) => ['admin', 'brands', 'members', brandId] as const;

/** The brand's team (design §15), owners first. */
export const teamQuery = (brandId: string) =>
  queryOptions({
    queryKey: teamKey(brandId),
    queryFn: ({ signal }) =>
      apiRequest(adminListBrandMembers, {
        params: { id: brandId },
        signal,
        fallbackMessage: 'Failed to fetch the team',
      }),
    select: (answer) => answer.data,
  });

export function useAddMember(brandId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: MemberBody) =>
      apiRequest(adminAddBrandMember, {
        params: { id: brandId },
        body,
        fallbackMessage: 'Failed to add the person',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey(brandId) }),
  });
}

export function useRemoveMember(brandId: string) {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (staffId: string) =>
      apiRequest(adminRemoveBrandMember, {
        params: { id: brandId, staffId },
        fallbackMessage: 'Failed to remove the person',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKey(brandId) }),
  });
}
