import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
} from 'react';

/**
 * Navigation for pages that run in both of our documents: the single-page app (React Router) and
 * the light public document (landing, sign-in, verify), which leaves the router out to stay within
 * the public pages' JavaScript budget (design §7). Each document provides an implementation.
 */
export interface NavOptions {
  replace?: boolean;
  state?: unknown;
}

export interface Nav {
  pathname: string;
  state: unknown;
  navigate(to: string, options?: NavOptions): void;
}

const NavContext = createContext<Nav | null>(null);

export function NavProvider({ value, children }: { value: Nav; children: ReactNode }) {
  return <NavContext.Provider value={value}>{children}</NavContext.Provider>;
}

export function useNav(): Nav {
  const nav = useContext(NavContext);
  if (!nav)
    throw new Error('useNav needs a NavProvider (the app router or the public document provides one).');
  return nav;
}

/** An anchor that navigates in-app on a plain click and behaves as a normal link otherwise. */
export function NavLink({
  to,
  replace,
  state,
  onClick,
  ...rest
}: { to: string; replace?: boolean; state?: unknown } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const nav = useNav();
  function handleClick(e: MouseEvent<HTMLAnchorElement>) {
    onClick?.(e);
    // Let the browser handle new tabs, downloads and other modified clicks.
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    nav.navigate(to, { replace, state });
  }
  return <a href={to} onClick={handleClick} {...rest} />;
}

/** Navigates as soon as it renders, replacing the history entry (a redirect). */
export function Redirect({ to }: { to: string }) {
  const nav = useNav();
  useEffect(() => {
    // A block body: React Router's navigate returns a promise, which must not become the effect's cleanup.
    nav.navigate(to, { replace: true });
  }, [nav, to]);
  return null;
}
