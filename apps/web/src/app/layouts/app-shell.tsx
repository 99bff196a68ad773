import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { PageMetaProvider, usePageMetaState } from '@/lib/page-meta';
import { clearSession, type Scope } from '@/lib/session';
import { ShellHeader } from './shell-header';
import { type NavSection, Sidebar, SidebarAction } from './sidebar';
import { useCollapsed } from './use-collapsed';

// The one-time offer to install the app, to creators (docs/decisions/040): its own file, fetched when the
// shell first renders and never waited for. It holds Chrome's install event, registers the service
// worker and waits before it offers anything; none of it weighs on a page's budget (design §7).
const InstallBanner = lazy(() => import('../install/install-banner'));

/**
 * The frame of the signed-in pages, creator's and staff's alike: the sidebar (collapsible, a drawer on
 * phones) with Logout at its foot, the header with the page's title, the page itself, and the logout
 * confirmation. Logging out revokes the session on the server, forgets it here even if that fails,
 * drops every cached query, then `leave`s.
 */
export function AppShell({
  scope,
  title,
  sections,
  defaultPageTitle,
  collapsedKey,
  revoke,
  leave,
  logoutDescription,
  sidebarFooter,
  headerRight,
  headerBelow,
}: {
  scope: Scope;
  title: string;
  sections: NavSection[];
  defaultPageTitle: string;
  /** Where the sidebar remembers being collapsed (localStorage). */
  collapsedKey: string;
  revoke: () => Promise<unknown>;
  leave: () => void;
  logoutDescription: string;
  /** Shown above Logout (given whether the sidebar is collapsed). */
  sidebarFooter?: (collapsed: boolean) => ReactNode;
  headerRight?: ReactNode;
  headerBelow?: ReactNode;
}) {
  const { t } = useLingui();
  const [meta, setMeta] = usePageMetaState(defaultPageTitle);
  const [collapsed, toggleCollapsed] = useCollapsed(collapsedKey);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const location = useLocation();
  const queryClient = useQueryClient();

  // A page change closes the mobile menu (also when it came from a link inside the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMobileOpen(false), [location.pathname]);

  async function onLogout() {
    if (loggingOut) return;
    setLoggingOut(true);
    // The server revokes the session; if that fails the token is still forgotten here.
    await revoke().catch(() => undefined);
    clearSession(scope);
    queryClient.clear();
    setConfirmOpen(false);
    setLoggingOut(false);
    leave();
  }

  return (
    <div className="flex min-h-dvh">
      <Sidebar
        title={title}
        sections={sections}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        footer={(c) => (
          <>
            {sidebarFooter?.(c)}
            <SidebarAction
              label={t`Logout`}
              icon={LogOut}
              collapsed={c}
              onClick={() => {
                setMobileOpen(false);
                setConfirmOpen(true);
              }}
            />
          </>
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <ShellHeader
          meta={meta}
          onOpenMenu={() => setMobileOpen(true)}
          right={headerRight}
          below={headerBelow}
        />
        <main id="main" className="flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <PageMetaProvider onChange={setMeta}>
            <Outlet />
          </PageMetaProvider>
        </main>
      </div>
      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t`Confirm Logout`}
        description={logoutDescription}
        confirmLabel={t`Logout`}
        busy={loggingOut}
        busyLabel={t`Logging out...`}
        destructive
        onConfirm={onLogout}
      />
      {scope === 'creator' && (
        <Suspense>
          <InstallBanner />
        </Suspense>
      )}
    </div>
  );
}
