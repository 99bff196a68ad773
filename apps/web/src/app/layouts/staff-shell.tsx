import { staffLogout } from '@ih/contract/staff';
import { useQueryClient } from '@tanstack/react-query';
import {
  BadgeIndianRupee,
  Building2,
  ClipboardCheck,
  FileCheck2,
  LayoutDashboard,
  LogOut,
  Megaphone,
  Users,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { PageMetaProvider, usePageMetaState } from '@/lib/page-meta';
import { clearSession, useSession } from '@/lib/session';
import { ShellHeader } from './shell-header';
import { type NavSection, Sidebar, SidebarAction } from './sidebar';
import { useCollapsed } from './use-collapsed';

const SECTIONS: NavSection[] = [
  {
    items: [
      { label: 'Overview', to: '/admin', icon: LayoutDashboard, end: true },
      { label: 'Creators', to: '/admin/creators', icon: Users },
      { label: 'Brands', to: '/admin/brands', icon: Building2 },
      { label: 'Campaigns', to: '/admin/campaigns', icon: Megaphone },
      { label: 'Applications', to: '/admin/applications', icon: ClipboardCheck },
      { label: 'Reviews', to: '/admin/reviews', icon: FileCheck2 },
      { label: 'Payouts', to: '/admin/payouts', icon: BadgeIndianRupee },
    ],
  },
];

const ROLE_LABEL: Record<string, string> = { admin: 'Admin', brand: 'Brand team' };

function StaffIdentity({ collapsed }: { collapsed: boolean }) {
  const user = useSession('staff')?.user;
  return (
    <div className={cn('flex items-center gap-3 px-2 py-2', collapsed && 'justify-center px-0')}>
      <Avatar name={user?.name} className="size-9" alt={collapsed ? (user?.name ?? 'Staff') : undefined} />
      {collapsed ? null : (
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-gray-900">{user?.name || 'Staff'}</p>
          <p className="truncate text-xs text-gray-600">{user?.email}</p>
        </div>
      )}
    </div>
  );
}

/** The staff console's frame (design §5). Lazy-loaded: creators never download it. */
export default function StaffShell() {
  const [meta, setMeta] = usePageMetaState('Overview');
  const [collapsed, toggleCollapsed] = useCollapsed('adminSidebarCollapsed');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession('staff')?.user;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => setMobileOpen(false), [location.pathname]);

  async function onLogout() {
    if (loggingOut) return;
    setLoggingOut(true);
    // The server revokes the session; if that fails the token is still forgotten here.
    await apiRequest(staffLogout).catch(() => undefined);
    clearSession('staff');
    queryClient.clear();
    setConfirmOpen(false);
    setLoggingOut(false);
    navigate('/admin/signin', { replace: true });
  }

  return (
    <div className="flex min-h-dvh">
      <Sidebar
        title="Influence Hub - Staff Console"
        sections={SECTIONS}
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onMobileOpenChange={setMobileOpen}
        footer={(c) => (
          <>
            <StaffIdentity collapsed={c} />
            <SidebarAction
              label="Logout"
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
          right={
            user?.role ? (
              <Badge tone="brand" className="hidden sm:inline-flex">
                {ROLE_LABEL[user.role] ?? user.role}
              </Badge>
            ) : null
          }
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
        description="Are you sure you want to log out of the staff console?"
        confirmLabel="Logout"
        busy={loggingOut}
        busyLabel="Logging out..."
        destructive
        onConfirm={onLogout}
      />
    </div>
  );
}
