import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { translateText } from '@/lib/i18n';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: number;
}

/**
 * One toast at a time (doc 000 §9): a new toast replaces the one showing. A module-level store so
 * `toast()` works from anywhere, mutation callbacks included, without a hook.
 */
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

/** Shows a toast; an English text from the API or the contract shows in the reader's language. */
export function toast(input: ToastInput): void {
  const { title, description } = input;
  current = {
    ...input,
    title: typeof title === 'string' ? translateText(title) : title,
    description: typeof description === 'string' ? translateText(description) : description,
    id: nextId++,
  };
  emit();
}

const CARRY_KEY = 'ih:toast';

/**
 * Keeps the toast on screen across a full page load (the public document hands over to the app
 * after sign-in): it is stored for the next document's Toaster to show. Only plain-text toasts.
 */
export function carryToastToNextPage(): void {
  if (!current || typeof current.title !== 'string') return;
  const { title, description, variant } = current;
  try {
    sessionStorage.setItem(
      CARRY_KEY,
      JSON.stringify({
        title,
        description: typeof description === 'string' ? description : undefined,
        variant,
      }),
    );
  } catch {
    // Storage blocked: the toast is simply not carried over.
  }
}

function takeCarriedToast(): void {
  try {
    const raw = sessionStorage.getItem(CARRY_KEY);
    if (!raw) return;
    sessionStorage.removeItem(CARRY_KEY);
    const carried = JSON.parse(raw) as ToastInput;
    if (typeof carried.title === 'string') toast(carried);
  } catch {
    // Unreadable: nothing to show.
  }
}

export function dismissToast(): void {
  current = null;
  emit();
}

function useCurrentToast() {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

// Radix Toast and its dependencies load with the first toast, not with the page: the public pages
// must stay within their JavaScript budget (design §7), and most visits show no toast at all.
const ToastView = lazy(() => import('./toast-view'));

export function Toaster() {
  useEffect(takeCarriedToast, []);
  const entry = useCurrentToast();
  // Once shown, the view stays mounted so Radix can animate the toast out and keep its live region.
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (entry) setNeeded(true);
  }, [entry]);
  if (!needed && !entry) return null;
  return (
    <Suspense fallback={null}>
      <ToastView
        entry={entry}
        onClosed={(id) => {
          if (current?.id === id) dismissToast();
        }}
      />
    </Suspense>
  );
}
