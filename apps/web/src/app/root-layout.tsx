import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { LOAD_FAILURE } from './load-failure';
import { RouterNav } from './router-nav';

/**
 * index.html paints a splash (#splash) before any script runs; it stays up while the first route's
 * code and data load (the HydrateFallback renders nothing) and goes in the same commit that renders
 * the first page or error, so the screen is never blank in between.
 */
function useDismissSplash() {
  useLayoutEffect(() => document.getElementById('splash')?.remove(), []);
}

/** Shown while the first route's code loads: the document's splash, which is already on screen. */
export function KeepSplash() {
  return null;
}

export function RootLayout() {
  useDismissSplash();
  return (
    <RouterNav>
      <Outlet />
      <ScrollRestoration />
    </RouterNav>
  );
}

/** Shown while the app leaves for the public document. */
export function FullPageSpinner() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label={t`Loading`} />
    </div>
  );
}

/** A page that crashed or whose code could not load (e.g. a new release replaced the old files). */
export function RouteError() {
  useDismissSplash();
  const { t } = useLingui();
  const error = useRouteError();
  const stale =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  if (import.meta.env.DEV) console.warn(error);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <ErrorState
        title={stale ? t`A new version is available` : t(LOAD_FAILURE.title)}
        message={
          stale
            ? t`This page was updated while you had it open. Reload to get the latest version.`
            : t(LOAD_FAILURE.message)
        }
        onRetry={() => window.location.reload()}
        retryLabel={t(LOAD_FAILURE.reload)}
      />
    </main>
  );
}
