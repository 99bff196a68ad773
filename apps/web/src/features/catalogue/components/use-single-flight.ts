import { useCallback, useRef } from 'react';

/**
 * Runs an action only when the previous one has finished. A ref, not state: the two clicks of a
 * double click arrive before React re-renders the button as busy, so state would still read idle.
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
