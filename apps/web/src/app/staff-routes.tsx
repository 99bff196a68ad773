import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RequireStaff } from './guards';
import StaffShell from './layouts/staff-shell';
import { page } from './lazy-page';

/*
 * The staff console's routes. They are not in the route table a page starts with: router.tsx adds
 * them on the first visit to an /admin path, and this module is fetched then, so a creator's phone
 * neither downloads nor ranks them (ADR 027, ADR 028).
 */

const staffPages: RouteObject[] = [
  { index: true, lazy: page(() => import('@/features/admin/overview/overview-page')) },
  { path: 'creators', lazy: page(() => import('@/features/admin/creators/creators-page')) },
  { path: 'creators/:id', lazy: page(() => import('@/features/admin/creators/creator-detail-page')) },
  // Creator discovery and shortlists (design §15): brand people find creators themselves.
  { path: 'creators/search', lazy: page(() => import('@/features/admin/discovery/creator-search-page')) },
  {
    path: 'creators/search/:id',
    lazy: page(() => import('@/features/admin/discovery/discovered-creator-page')),
  },
  { path: 'shortlists', lazy: page(() => import('@/features/admin/shortlists/shortlists-page')) },
  { path: 'shortlists/:id', lazy: page(() => import('@/features/admin/shortlists/shortlist-page')) },
  { path: 'brands', lazy: page(() => import('@/features/admin/brands/brands-page')) },
  { path: 'brands/new', lazy: page(() => import('@/features/admin/brands/brand-form-page')) },
  { path: 'brands/:id', lazy: page(() => import('@/features/admin/brands/brand-form-page')) },
  {
    path: 'brand-requests',
    lazy: page(() => import('@/features/admin/brand-requests/brand-requests-page')),
  },
  { path: 'campaigns', lazy: page(() => import('@/features/admin/campaigns/campaigns-page')) },
  { path: 'campaigns/new', lazy: page(() => import('@/features/admin/campaigns/campaign-page')) },
  { path: 'campaigns/:id', lazy: page(() => import('@/features/admin/campaigns/campaign-page')) },
  { path: 'applications', lazy: page(() => import('@/features/admin/applications/applications-page')) },
  {
    path: 'applications/:id',
    lazy: page(() => import('@/features/admin/applications/application-detail-page')),
  },
  { path: 'reviews', lazy: page(() => import('@/features/admin/reviews/reviews-page')) },
  { path: 'reviews/:id', lazy: page(() => import('@/features/admin/reviews/review-page')) },
  { path: 'payouts', lazy: page(() => import('@/features/admin/payouts/payouts-page')) },
  { path: 'notifications', lazy: page(() => import('@/features/notifications/notifications-page')) },
  { path: 'settings', lazy: page(() => import('@/features/admin/settings/settings-page')) },
  { path: 'tax-rules', lazy: page(() => import('@/features/admin/tax/tax-rules-page')) },
  { path: 'inbox', lazy: page(() => import('@/features/admin/inbox/inbox-page')) },
  {
    path: 'notification-preferences',
    lazy: page(() => import('@/features/notifications/preferences-page')),
  },
  { path: '*', element: <Navigate to="/admin" replace /> },
];

/** The staff console: every path under /admin except its sign-in pages (which are public). */
export const staffArea = (): RouteObject => ({
  path: 'admin',
  element: (
    <RequireStaff>
      <Outlet />
    </RequireStaff>
  ),
  // The shell comes with this module: both are needed by every staff page, so one download, not two.
  children: [{ Component: StaffShell, children: staffPages }],
});
