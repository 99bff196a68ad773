import { adminCreateTaxRule, adminListTaxRules, type TaxRule } from '@ih/contract/routes/tax';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSingleFlightMutation } from '@/lib/use-single-flight';

export const TAX_TEXT = {
  fetchFailed: 'Failed to fetch the tax rules',
  saveFailed: 'Could not add the rule. Please try again.',
} as const;

const key = ['admin', 'tax-rules'] as const;

export const taxRulesQuery = () =>
  queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest(adminListTaxRules, { signal, fallbackMessage: TAX_TEXT.fetchFailed }),
    select: (answer) => answer.data,
  });

export type NewTaxRule = Omit<TaxRule, '_id'>;

export function useAddTaxRule() {
  const client = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: (body: NewTaxRule) =>
      apiRequest(adminCreateTaxRule, { body, fallbackMessage: TAX_TEXT.saveFailed }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
