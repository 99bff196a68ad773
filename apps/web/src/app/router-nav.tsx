import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavProvider } from '@/lib/nav';

/** Gives pages shared with the public document (lib/nav) React Router's navigation. */
export function RouterNav({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const value = useMemo(
    () => ({
      pathname: location.pathname,
      state: location.state as unknown,
      navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => navigate(to, options),
    }),
    [navigate, location.pathname, location.state],
  );
  return <NavProvider value={value}>{children}</NavProvider>;
}
