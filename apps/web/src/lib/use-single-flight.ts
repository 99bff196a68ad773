import { type DefaultError, type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the previous one has finished. A ref, not state: the two clicks of a
 * double click arrive before React re-renders the button as busy, so state would still read idle
 * (and TanStack Query reports `isPending` to React a tick later still).
 */
export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback((action: (done: () => void) => void) => {
    if (busy.current) return;
    busy.current = true;
    action(() => {
      busy.current = false;
    });
  }, []);
}

export interface SingleFlightCallbacks<TData, TError> {
  onSuccess?: (data: TData) => void;
  onError?: (error: TError) => void;
  onSettled?: () => void;
}

/**
 * `useMutation` that sends one request at a time: while a call is in flight, `mutate` ignores a
 * repeat and `mutateAsync` hands back the running call's promise, so one confirmation sends one
 * request (design §10), whichever button or form submits it and however fast it is clicked. The
 * per-call callbacks run even if the component unmounted meanwhile, so the toast still says what
 * happened. `isPending` still drives the buttons' busy look.
 */
export function useSingleFlightMutation<TData, TError = DefaultError, TVariables = void>(
  options: UseMutationOptions<TData, TError, TVariables>,
) {
  const mutation = useMutation(options);
  const running = useRef<Promise<TData> | null>(null);
  const { mutateAsync: send } = mutation;
  const mutateAsync = useCallback(
    (variables: TVariables): Promise<TData> => {
      // Cleared before the caller's handlers run, so a retry from an error toast is not blocked.
      running.current ??= send(variables).finally(() => {
        running.current = null;
      });
      return running.current;
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks: SingleFlightCallbacks<TData, TError> = {}): void => {
      if (running.current) return;
      mutateAsync(variables).then(
        (data) => {
          callbacks.onSuccess?.(data);
          callbacks.onSettled?.();
        },
        (error: TError) => {
          callbacks.onError?.(error);
          callbacks.onSettled?.();
        },
      );
    },
    [mutateAsync],
  );
  return { isPending: mutation.isPending, mutate, mutateAsync };
}
