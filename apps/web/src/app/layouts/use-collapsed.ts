import { useCallback, useState } from 'react';

/** The sidebar's collapsed state, remembered across visits (doc 000 §2). */
export function useCollapsed(storageKey: string): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(storageKey) === 'true';
    } catch {
      return false;
    }
  });
  const toggle = useCallback(() => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(storageKey, String(!c));
      } catch {
        // not remembered, still toggled
      }
      return !c;
    });
  }, [storageKey]);
  return [collapsed, toggle];
}
