import { isPublicDocumentPath } from '@ih/contract/web-documents';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { FullPageSpinner } from './root-layout';

/**
 * Landing, sign-in and verify are served by the public document (docs/decisions/009). Going there
 * from the app is one full page load that replaces the current entry, not a route change followed
 * by a reload (two navigations, and a flash of the app's spinner).
 */
export function leaveForPublicDocument(path: string): void {
  documentNavigation.replace(path);
}

/** The browser's page load, behind an object so tests (jsdom has no navigation) can watch it. */
export const documentNavigation = {
  replace: (path: string) => window.location.replace(path),
};

/** A redirect that leaves for the public document when the target is one of its pages. */
export function RedirectTo({ to }: { to: string }) {
  const external = isPublicDocumentPath(to);
  useEffect(() => {
    if (external) leaveForPublicDocument(to);
  }, [external, to]);
  return external ? <FullPageSpinner /> : <Navigate to={to} replace />;
}

/** The app's route for a public page reached by a link: load the public document for it. */
export function PublicDocument() {
  useEffect(() => leaveForPublicDocument(window.location.pathname + window.location.search), []);
  return <FullPageSpinner />;
}
