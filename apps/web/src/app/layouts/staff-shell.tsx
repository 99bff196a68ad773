import { staffLogout } from '@ih/contract/routes/staff';
import {
  BadgeIndianRupee,
  Building2,
  ClipboardCheck,
  FileCheck2,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Megaphone,
  Store,
  UserSearch,
  Users,
} from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LazyNotificationBell } from '@/components/notifications/lazy-bell';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { apiRequest } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session';
import { AppShell } from './app-shell';
import type { NavItem, NavSection } from './sidebar';

const ITEMS: (NavItem & { adminsOnly?: true })[] = [
  { label: 'Overview', to: '/admin', icon: LayoutDashboard, end: true },
  { label: 'Find creators', to: '/admin/creators/search', icon: UserSearch },
  { label: 'Shortlists', to: '/admin/shortlists', icon: ListChecks },
  { label: 'Creators', to: '/admin/creators', icon: Users, except: '/admin/creators/search' },
  { label: 'Brands', to: '/admin/brands', icon: Building2 },
  // Issue 28: companies asking to join; brand people never see it (the API answers them 403).
  { label: 'Brand requests', to: '/admin/brand-requests', icon: Store, adminsOnly: true },
  { label: 'Campaigns', to: '/admin/campaigns', icon: Megaphone },
  { label: 'Applications', to: '/admin/applications', icon: ClipboardCheck },
  { label: 'Reviews', to: '/admin/reviews', icon: FileCheck2 },
  { label: 'Payouts', to: '/admin/payouts', icon: BadgeIndianRupee },
  { label: 'Inbox', to: '/admin/inbox', icon: Inbox },
];

/** What the signed-in staff member may use: brand people see their brands' work, not the admins' pages. */
const sectionsFor = (role: string | undefined): NavSection[] => [
  { items: ITEMS.filter((item) => role === 'admin' || !item.adminsOnly) },
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
  const navigate = useNavigate();
  const user = useSession('staff')?.user;
  const sections = useMemo(() => sectionsFor(user?.role), [user?.role]);
  return (
    <AppShell
      scope="staff"
      title="Influence Hub - Staff Console"
      sections={sections}
      defaultPageTitle="Overview"
      collapsedKey="adminSidebarCollapsed"
      revoke={() => apiRequest(staffLogout)}
      leave={() => navigate('/admin/signin', { replace: true })}
      logoutDescription="Are you sure you want to log out of the staff console?"
      sidebarFooter={(c) => <StaffIdentity collapsed={c} />}
      headerRight={
        <div className="flex items-center gap-2">
          {user?.role ? (
            <Badge tone="brand" className="hidden sm:inline-flex">
              {ROLE_LABEL[user.role] ?? user.role}
            </Badge>
          ) : null}
          <LazyNotificationBell scope="staff" />
        </div>
      }
    />
  );
}
