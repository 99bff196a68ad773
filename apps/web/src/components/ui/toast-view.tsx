import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@ih/contract/constants';
import { useLingui } from '@lingui/react/macro';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { cn } from '@/lib/cn';
import type { ToastEntry, ToastVariant } from './toast';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-gray-900',
  success: 'border-green-200 bg-white text-gray-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/**
 * Below 1024 px (phones and tablets, design §9) the toast shows at the top of the screen and is swiped
 * up to dismiss: at the bottom it would cover the buttons there (a form's Submit, a dialog's actions)
 * for its five seconds, right after the person pressed one. From 1024 px it sits bottom right and is
 * swiped right.
 */
const WIDE = '(min-width: 1024px)';

function useWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(WIDE);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}

const SWIPE_CLASS = {
  right:
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
  up: 'data-[swipe=move]:translate-y-(--radix-toast-swipe-move-y) data-[swipe=end]:-translate-y-[150%] data-[swipe=end]:transition-transform',
} as const;

/** The Radix toast itself, loaded with the first toast (see Toaster). */
export default function ToastView({
  entry,
  onClosed,
}: {
  entry: ToastEntry | null;
  onClosed: (id: number) => void;
}) {
  const { t } = useLingui();
  const variant = entry?.variant ?? 'default';
  const swipe = useWide() ? 'right' : 'up';
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection={swipe}
    >
      {entry ? (
        <RadixToast.Root
          key={entry.id}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(entry.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg animate-fade-in',
            SWIPE_CLASS[swipe],
            VARIANT_CLASS[variant],
          )}
        >
          {variant === 'success' ? (
            <CheckCircle2 aria-hidden className="mt-0.5 size-5 text-green-700" />
          ) : null}
          {variant === 'destructive' ? <XCircle aria-hidden className="mt-0.5 size-5" /> : null}
          <div className="flex flex-col gap-1">
            <RadixToast.Title className="text-sm font-semibold">{entry.title}</RadixToast.Title>
            {entry.description ? (
              <RadixToast.Description
                className={cn('text-sm', variant === 'destructive' ? 'text-white' : 'text-gray-700')}
              >
                {entry.description}
              </RadixToast.Description>
            ) : null}
          </div>
          <RadixToast.Close
            aria-label={t`Dismiss notification`}
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="fixed top-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none lg:top-auto lg:bottom-0" />
    </RadixToast.Provider>
  );
}
