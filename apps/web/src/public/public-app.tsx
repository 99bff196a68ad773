import { isPublicDocumentPath, type PublicDocumentPath } from '@ih/contract/web-documents';
import { type ComponentType, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { carryToastToNextPage } from '@/components/ui/toast';
import { type Nav, type NavOptions, NavProvider } from '@/lib/nav';
import { getToken } from '@/lib/session';

/**
 * The public document: landing, sign-in and verify, and the brands' join page, without React Router or TanStack Query so the
 * first visit stays small (design §7). Moves between these three pages use the History API; any
 * other destination is a full page load into the app (which also carries the last toast over).
 */
type PageModule = { default: ComponentType };

// Sign-in and the code page are one chunk and one component (issue 26 A): after "Send OTP" the
// code field is there at once, never a "Loading" that drops the digits typed or auto-filled into it.
const signInFlow = () => import('@/features/auth/sign-in-flow-page');
const LOADERS: Record<PublicDocumentPath, () => Promise<PageModule>> = {
  '/landing': () => import('@/features/landing/landing-page'),
  '/signin': signInFlow,
  '/verify-otp': signInFlow,
  '/for-brands': () => import('@/features/brand-join/brand-join-page'),
};

/** Each page's component: the module itself once loadFirstPage has it, else a lazy one (one per chunk). */
const pages = new Map<() => Promise<PageModule>, ComponentType>();
const pageFor = (path: PublicDocumentPath): ComponentType => {
  const load = LOADERS[path];
  const page = pages.get(load) ?? lazy(load);
  pages.set(load, page);
  return page;
};

/**
 * Loads the code of the page the document opened on, so its first render shows the page itself. A
 * lazy page would show the loading spinner first, and React holds a page back for about 300 ms
 * after a spinner appears (its Suspense throttling): every visit's first page came that much later.
 * If the code cannot be had here, the lazy page asks for it again when it renders.
 */
export function loadFirstPage(): Promise<void> {
  const pathname = here().pathname;
  if (!isPublicDocumentPath(pathname)) return Promise.resolve();
  const load = LOADERS[pathname];
  return load().then(
    (module) => {
      pages.set(load, module.default);
    },
    () => undefined,
  );
}

interface Place {
  pathname: string;
  state: unknown;
}

const here = (): Place => ({
  pathname: window.location.pathname.replace(/(.)\/+$/, '$1'),
  state: (window.history.state as { usr?: unknown } | null)?.usr,
});

function leave(to: string, replace?: boolean) {
  carryToastToNextPage();
  if (replace) window.location.replace(to);
  else window.location.assign(to);
}

export function PublicApp() {
  const [place, setPlace] = useState(here);

  useEffect(() => {
    const onPop = () => setPlace(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const nav = useMemo<Nav>(
    () => ({
      ...place,
      navigate(to: string, options: NavOptions = {}) {
        const pathname = to.split(/[?#]/)[0] ?? to;
        if (!isPublicDocumentPath(pathname)) return leave(to, options.replace);
        // The same shape React Router keeps, so a reload or Back finds the state where the app expects it.
        const entry = { usr: options.state };
        if (options.replace) window.history.replaceState(entry, '', to);
        else window.history.pushState(entry, '', to);
        setPlace({ pathname, state: options.state });
        window.scrollTo(0, 0);
      },
    }),
    [place],
  );

  // Guest-only (doc 000 §2): a signed-in creator on /signin goes to the dashboard.
  const signedInOnGuestPage = place.pathname === '/signin' && getToken('creator') !== null;
  useEffect(() => {
    if (signedInOnGuestPage) leave('/', true);
  }, [signedInOnGuestPage]);
  if (signedInOnGuestPage) return null;

  const Page = isPublicDocumentPath(place.pathname) ? pageFor(place.pathname) : null;
  if (!Page) {
    leave('/', true);
    return null;
  }
  return (
    <NavProvider value={nav}>
      <Suspense
        fallback={
          // This document's splash, as index.html's is the app's: whatever waits for the first page
          // to be on screen (the Hindi semibold, locales/hi/font.ts) waits for it to go.
          <div id="splash" className="flex min-h-dvh items-center justify-center text-brand-700">
            <Spinner className="size-8" label="Loading" />
          </div>
        }
      >
        <Page />
      </Suspense>
    </NavProvider>
  );
}
