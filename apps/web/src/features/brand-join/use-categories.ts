import { BRAND_JOIN_PAGE_MESSAGES } from '@ih/contract/brand-join-page-messages';
import { listBrandNiches } from '@ih/contract/routes/reference';
import { useCallback, useEffect, useState } from 'react';
import { apiRequest, errorMessage } from '@/lib/api-client';

export interface Category {
  value: string;
  label: string;
}

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; categories: Category[] };

/**
 * The brand categories the console's brand form uses (the niche list), for the public join form. The
 * public document has no React Query (design §7), so this is one fetch with a retry.
 */
export function useCategories(): State & { retry: () => void } {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry: each one fetches again
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    apiRequest(listBrandNiches, {
      signal: controller.signal,
      fallbackMessage: BRAND_JOIN_PAGE_MESSAGES.categoriesFailed,
    })
      .then((res) =>
        setState({
          status: 'ready',
          categories: res.data.map((n) => ({ value: n.niche_id, label: n.name })),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: 'error',
          message: errorMessage(error, BRAND_JOIN_PAGE_MESSAGES.categoriesFailed),
        });
      });
    return () => controller.abort();
  }, [attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
