import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from '@ih/contract/constants';
import { CheckCircle2, X, XCircle } from 'lucide-react';
import { Toast as RadixToast } from 'radix-ui';
import { cn } from '@/lib/cn';
import type { ToastEntry, ToastVariant } from './toast';

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-gray-900',
  success: 'border-green-200 bg-white text-gray-900',
  destructive: 'border-red-700 bg-red-700 text-white',
};

/** The Radix toast itself, loaded with the first toast (see Toaster). */
export default function ToastView({
  entry,
  onClosed,
}: {
  entry: ToastEntry | null;
  onClosed: (id: number) => void;
}) {
  const variant = entry?.variant ?? 'default';
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
      swipeDirection="right"
    >
      {entry ? (
        <RadixToast.Root
          key={entry.id}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onClosed(entry.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-card border p-4 pr-10 shadow-lg animate-fade-in data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-full data-[swipe=end]:transition-transform',
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
            aria-label="Dismiss notification"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      ) : null}
      <RadixToast.Viewport className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none" />
    </RadixToast.Provider>
  );
}
