import { Outlet, ScrollRestoration, useRouteError } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { RouterNav } from './router-nav';

export function RootLayout() {
  return (
    <RouterNav>
      <Outlet />
      <ScrollRestoration />
    </RouterNav>
  );
}

/** Shown while the first route's code loads. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-brand-700">
      <Spinner className="size-8" label="Loading" />
    </div>
  );
}

/** A page that crashed or whose code could not load (e.g. a new release replaced the old files). */
export function RouteError() {
  const error = useRouteError();
  const stale =
    error instanceof Error && /dynamically imported module|Importing a module script/i.test(error.message);
  if (import.meta.env.DEV) console.warn(error);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <ErrorState
        title={stale ? 'A new version is available' : 'Something went wrong'}
        message={
          stale
            ? 'This page was updated while you had it open. Reload to get the latest version.'
            : 'This page could not be shown. Reload to try again.'
        }
        onRetry={() => window.location.reload()}
        retryLabel="Reload page"
      />
    </main>
  );
}
