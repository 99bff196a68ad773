import { logout } from '@ih/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bookmark,
  Briefcase,
  Building2,
  LayoutDashboard,
  LogOut,
  Megaphone,
  UserRound,
  Wallet,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { apiRequest } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { PageMetaProvider, usePageMetaState } from '@/lib/page-meta';
import { clearSession } from '@/lib/session';
import { leaveForPublicDocument } from '../public-document';
import { ShellHeader } from './shell-header';
import { type NavSection, Sidebar, SidebarAction } from './sidebar';
import { useCollapsed } from './use-collapsed';
import { useHeaderProfile } from './use-header-profile';

export const PRODUCT_NAME = 'Influence Hub - Marketing Platform';

const SECTIONS: NavSection[] = [
  {
    items: [
      { label: 'Dashboard', to: '/', icon: LayoutDashboard, end: true },
      { label: 'Brands', to: '/brands', icon: Building2 },
      { label: 'Campaign', to: '/campaigns', icon: Megaphone },
      { label: 'Work', to: '/work', icon: Briefcase },
      { label: 'Payment', to: '/payment', icon: Wallet },
    ],
  },
  { label: 'Account', items: [{ label: 'Profile', to: '/profile', icon: UserRound }] },
];

function Greeting({ className }: { className?: string }) {
  const profile = useHeaderProfile();
  return (
    <div className={className}>
      <p className="truncate text-sm font-medium text-gray-900">
        {profile.loading ? 'Loading...' : `Welcome, ${profile.name ?? 'User'}`}
      </p>
      <p className="text-xs text-gray-600">{formatLongDate(new Date())}</p>
    </div>
  );
}

function HeaderActions() {
  const profile = useHeaderProfile();
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <Greeting className="hidden text-right lg:block" />
      <Button variant="ghost" size="icon" asChild>
        <Link to="/saved-campaigns" aria-label="Saved campaigns">
          <Bookmark aria-hidden />
        </Link>
      </Button>
      <Tooltip
        content={
          <span className="flex flex-col">
            <span className="font-semibold">{profile.name ?? 'User'}</span>
            {profile.email ? <span>{profile.email}</span> : null}
          </span>
        }
      >
        <Link to="/profile" className="rounded-full" aria-label={`Profile of ${profile.name ?? 'User'}`}>
          <Avatar src={profile.image} name={profile.name} />
        </Link>
      </Tooltip>
    </div>
  );
}

/** The frame of every signed-in creator page (doc 000 §2 'Shell'). */
export default function CreatorShell() {
  const [meta, setMeta] = usePageMetaState('Dashboard');
  const [collapsed, toggleCollapsed] = useCollapsed('sidebarCollapsed');
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
    await apiRequest(logout).catch(() => undefined);
    clearSession('creator');
    queryClient.clear();
    setConfirmOpen(false);
    setLoggingOut(false);
    leaveForPublicDocument('/signin');
  }

  return (
    <div className="flex min-h-dvh">
      <Sidebar
        title={PRODUCT_NAME}
        sections={SECTIONS}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        footer={(c) => (
          <SidebarAction
            label="Logout"
            icon={LogOut}
            collapsed={c}
            onClick={() => {
              setMobileOpen(false);
              setConfirmOpen(true);
            }}
          />
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <ShellHeader
          meta={meta}
          onOpenMenu={() => setMobileOpen(true)}
          right={<HeaderActions />}
          below={<Greeting className="flex items-baseline justify-between gap-3" />}
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
        title="Confirm Logout"
        description="Are you sure you want to log out of your account?"
        confirmLabel="Logout"
        busy={loggingOut}
        busyLabel="Logging out..."
        destructive
        onConfirm={onLogout}
      />
    </div>
  );
}
