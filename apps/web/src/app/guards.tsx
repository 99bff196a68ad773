import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '@/lib/session';
import { RedirectTo } from './public-document';

/*
 * Route access (doc 000 §2, §6): being signed in means a token is stored. The guards follow the
 * stored session live, so a logout or a 401 elsewhere moves the user at once.
 */

/** Signed-in creators only; a guest goes to /signin. */
export function RequireCreator({ children }: { children: ReactNode }) {
  const session = useSession('creator');
  if (!session) return <RedirectTo to="/signin" />;
  return children;
}

/** Guests only (/signin, /register); a signed-in creator goes to /. */
export function CreatorGuestOnly({ children }: { children: ReactNode }) {
  return useSession('creator') ? <Navigate to="/" replace /> : children;
}

/** Staff only; anyone else goes to /admin/signin. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const session = useSession('staff');
  const location = useLocation();
  if (!session) return <Navigate to="/admin/signin" replace state={{ from: location.pathname }} />;
  return children;
}

/** Staff sign-in pages; a signed-in staff member goes to /admin. */
export function StaffGuestOnly({ children }: { children: ReactNode }) {
  return useSession('staff') ? <Navigate to="/admin" replace /> : children;
}
