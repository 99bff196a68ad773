import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * The sidebar as an overlay below 1024 px (doc 000 §2): focus is trapped and Escape closes it. It is
 * as tall as the visible screen (dvh, not the layout viewport), its links scroll and its foot (Logout)
 * stays on screen.
 */
export default function MobileDrawer({
  open,
  onOpenChange,
  header,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  header: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-950/50 animate-fade-in lg:hidden" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed top-0 left-0 z-50 flex h-dvh w-72 max-w-[85vw] flex-col bg-white shadow-xl animate-slide-in lg:hidden"
        >
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-border px-4">
            <RadixDialog.Title asChild>
              <div>{header}</div>
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={t`Close menu`}
              className="rounded-md p-2 text-gray-700 hover:bg-gray-100"
            >
              <X aria-hidden className="size-5" />
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
