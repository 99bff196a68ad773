import type { ReactNode } from 'react';
import { translateText } from '@/lib/i18n';

/**
 * The bar at the foot of a work form (upload, post details): the form's error, then its buttons.
 * It stays in view at the bottom while a long form scrolls on wider screens.
 */
export function FormActions({ error, children }: { error: string | null | undefined; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 rounded-card border border-border bg-white p-3 shadow-xs sm:sticky sm:bottom-2">
      {error ? (
        <p role="alert" className="w-full text-sm font-medium text-red-700 sm:mr-auto sm:w-auto">
          {translateText(error)}
        </p>
      ) : null}
      {children}
    </div>
  );
}
