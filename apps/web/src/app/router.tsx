import { isPublicDocumentPath, PUBLIC_DOCUMENT_PATHS } from '@ih/contract/web-documents';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { cataloguePrefetch } from '@/features/catalogue/route-prefetch';
import { setUnauthorizedRedirect } from '@/lib/api-client';
import { CreatorGuestOnly, RequireCreator, StaffGuestOnly } from './guards';
import { headerProfileQuery } from './layouts/header-profile-query';
import { page } from './lazy-page';
import { leaveForPublicDocument, PublicDocument } from './public-document';
import { KeepSplash, RootLayout, RouteError } from './root-layout';
import { type Prefetch, type PrefetchContext, prefetching } from './route-prefetch';

/** The creator's pages; the busiest start their first queries from their loader (ADR 012). */
const creatorPages = (prefetch: (p: Prefetch) => RouteObject['loader']): RouteObject[] => [
  {
    index: true,
    loader: prefetch(cataloguePrefetch.dashboard),
    lazy: page(() => import('@/features/catalogue/pages/dashboard-page')),
  },
  { path: 'profile', lazy: page(() => import('@/features/profile/pages/profile-page')) },
  { path: 'brands', lazy: page(() => import('@/features/catalogue/pages/brands-page')) },
  {
    path: 'brands/:brandName',
    loader: prefetch(cataloguePrefetch.brand),
    lazy: page(() => import('@/features/catalogue/pages/brand-detail-page')),
  },
  {
    path: 'campaigns',
    loader: prefetch(cataloguePrefetch.campaigns),
    lazy: page(() => import('@/features/catalogue/pages/campaigns-page')),
  },
  {
    path: 'campaigns/:campaignId',
    loader: prefetch(cataloguePrefetch.campaign),
    lazy: page(() => import('@/features/catalogue/pages/campaign-detail-page')),
  },
  {
    path: 'saved-campaigns',
    loader: prefetch(cataloguePrefetch.saved),
    lazy: page(() => import('@/features/catalogue/pages/saved-campaigns-page')),
  },
  { path: 'work', lazy: page(() => import('@/features/work/pages/work-dashboard-page')) },
  { path: 'work/allotted-work', lazy: page(() => import('@/features/work/pages/allotted-work-page')) },
  { path: 'work/:workType', lazy: page(() => import('@/features/work/pages/work-list-page')) },
  // Detail ids are optional so a link without one reaches its page's 'ID is required' (doc 001 §8).
  { path: 'work/details/:workId?', lazy: page(() => import('@/features/work/pages/work-details-page')) },
  {
    path: 'work/pending-review/:taskId?',
    lazy: page(() => import('@/features/work/pages/pending-review-page')),
  },
  // The documents write the rework detail both ways (doc 001 §2); one page answers both.
  {
    path: 'work/rework-details/:workId?',
    lazy: page(() => import('@/features/work/pages/rework-details-page')),
  },
  { path: 'work/rework/:workId', lazy: page(() => import('@/features/work/pages/rework-details-page')) },
  {
    path: 'work/approved-details/:workId?',
    lazy: page(() => import('@/features/work/pages/approved-details-page')),
  },
  {
    path: 'work/completed-details/:workId?',
    lazy: page(() => import('@/features/work/pages/completed-details-page')),
  },
  { path: 'work/upload/:workId?', lazy: page(() => import('@/features/work/pages/upload-work-page')) },
  {
    path: 'work/agreement/:applicationId',
    lazy: page(() => import('@/features/agreements/agreement-page')),
  },
  {
    path: 'work/final-posted/:workId?',
    lazy: page(() => import('@/features/work/pages/final-posted-page')),
  },
  { path: 'allotted-work', lazy: page(() => import('@/features/work/pages/allotted-work-page')) },
  { path: 'payment', lazy: page(() => import('@/features/payments/pages/payments-page')) },
  { path: 'payment/:status', lazy: page(() => import('@/features/payments/pages/payment-list-page')) },
  { path: 'notifications', lazy: page(() => import('@/features/notifications/notifications-page')) },
  { path: 'invitations', lazy: page(() => import('@/features/invitations/invitations-page')) },
  // How to put the app on the home screen (iPhone instructions; docs/decisions/040).
  { path: 'install', lazy: page(() => import('@/features/install/install-page')) },
  { path: 'results', lazy: page(() => import('@/features/results/results-page')) },
];

export function createRoutes(context: PrefetchContext): RouteObject[] {
  const creatorPrefetch = (p: Prefetch) => prefetching(context, 'creator', p);
  return [
    {
      id: ROOT_ROUTE_ID,
      element: <RootLayout />,
      errorElement: <RouteError />,
      HydrateFallback: KeepSplash,
      children: [
        {
          lazy: page(() => import('./layouts/public-layout')),
          children: [
            // Open to everyone (doc 000 §2).
            { path: 'thank-you', lazy: page(() => import('@/features/auth/thank-you-page')) },
            // An e-mail's unsubscribe link: no sign-in needed, the signed token says who.
            { path: 'unsubscribe', lazy: page(() => import('@/features/notifications/unsubscribe-page')) },
            // A campaign report's share link and a creator's media kit (design §17): open to anyone with the link.
            { path: 'r/:token', lazy: page(() => import('@/features/results/shared-report-page')) },
            { path: 'm/:slug', lazy: page(() => import('@/features/results/media-kit-page')) },
            // Anyone checks a signed agreement's PDF (design §16): no sign-in.
            { path: 'verify', lazy: page(() => import('@/features/agreements/verify-page')) },
            {
              element: (
                <CreatorGuestOnly>
                  <Outlet />
                </CreatorGuestOnly>
              ),
              children: [{ path: 'register', lazy: page(() => import('@/features/auth/register-page')) }],
            },
            {
              element: (
                <StaffGuestOnly>
                  <Outlet />
                </StaffGuestOnly>
              ),
              children: [
                { path: 'admin/signin', lazy: page(() => import('@/features/auth/admin-signin-page')) },
                { path: 'admin/verify-otp', lazy: page(() => import('@/features/auth/admin-verify-page')) },
              ],
            },
          ],
        },
        {
          // The guard sits outside the lazy shell, so a guest is redirected without downloading it.
          element: (
            <RequireCreator>
              <Outlet />
            </RequireCreator>
          ),
          children: [
            {
              // The header's greeting: every creator page asks for the profile.
              loader: creatorPrefetch((c) => c.prefetchQuery(headerProfileQuery())),
              lazy: page(() => import('./layouts/creator-shell')),
              children: creatorPages(creatorPrefetch),
            },
          ],
        },
        // The staff area is added on the first visit to an /admin path (`withStaffArea`).
        // Landing, sign-in and verify belong to the light public document: reaching one from inside
        // the app (a link, a logout, a 401) loads that document.
        ...PUBLIC_DOCUMENT_PATHS.map((path) => ({ path, element: <PublicDocument /> })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

const ROOT_ROUTE_ID = 'root';

/**
 * Creating the router is the largest task of a page's first load on a phone (docs/benchmarks.md §3),
 * and its cost grows with the routes it is given. A creator never visits the staff console, so its
 * routes join the table only when an /admin path is visited (React Router's patchRoutesOnNavigation:
 * an unknown path, matched by the root's '*' until then, is offered here before it is redirected).
 */
const withStaffArea: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/admin' && !path.startsWith('/admin/')) return;
  const { staffArea } = await import('./staff-routes');
  patch(ROOT_ROUTE_ID, [staffArea()]);
};

export function createAppRouter(client: QueryClient) {
  // The router starts the first load's loaders while it is being created, before `router` is set.
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  const isFirstLoad = () => !router?.state.initialized;
  router = createBrowserRouter(createRoutes({ client, isFirstLoad }), {
    patchRoutesOnNavigation: withStaffArea,
  });
  // A 401 moves within the app, or loads the public document for the creator's sign-in page.
  setUnauthorizedRedirect((path) =>
    isPublicDocumentPath(path) ? leaveForPublicDocument(path) : void router.navigate(path, { replace: true }),
  );
  return router;
}
