import { creatorInvitationsPath } from '@ih/contract/links';
import { logout } from '@ih/contract/routes/auth';
import { useLingui } from '@lingui/react/macro';
import {
  Bookmark,
  Briefcase,
  Building2,
  LayoutDashboard,
  MailOpen,
  Megaphone,
  UserRound,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { LazyNotificationBell } from '@/components/notifications/lazy-bell';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { apiRequest } from '@/lib/api-client';
import { formatLongDate } from '@/lib/format';
import { leaveForPublicDocument } from '../public-document';
import { AppShell } from './app-shell';
import type { NavSection } from './sidebar';
import { useHeaderProfile } from './use-header-profile';

export const PRODUCT_NAME = 'Influence Hub - Marketing Platform';

/** The sidebar, in the reader's language (the staff console's stays English: staff-shell.tsx). */
function useSections(): NavSection[] {
  const { t } = useLingui();
  return [
    {
      items: [
        { label: t`Dashboard`, to: '/', icon: LayoutDashboard, end: true },
        { label: t`Brands`, to: '/brands', icon: Building2 },
        { label: t`Campaign`, to: '/campaigns', icon: Megaphone },
        { label: t`Invitations`, to: creatorInvitationsPath, icon: MailOpen },
        { label: t`Work`, to: '/work', icon: Briefcase },
        { label: t`Payment`, to: '/payment', icon: Wallet },
      ],
    },
    { label: t`Account`, items: [{ label: t`Profile`, to: '/profile', icon: UserRound }] },
  ];
}

function Greeting({ className }: { className?: string }) {
  const profile = useHeaderProfile();
  const { t } = useLingui();
  const name = profile.name ?? t`User`;
  return (
    <div className={className}>
      <p className="truncate text-sm font-medium text-gray-900" title={profile.name ?? undefined}>
        {profile.loading ? t`Loading...` : t`Welcome, ${name}`}
      </p>
      <p className="text-xs text-gray-600">{formatLongDate(new Date())}</p>
    </div>
  );
}

function HeaderActions() {
  const profile = useHeaderProfile();
  const { t } = useLingui();
  const name = profile.name ?? t`User`;
  return (
    <div className="flex min-w-0 items-center gap-2 sm:gap-3">
      {/* Bounded, so a long name ends in an ellipsis instead of pushing the title off (issue 12 §8). */}
      <Greeting className="hidden max-w-64 min-w-0 text-right lg:block" />
      <LazyNotificationBell scope="creator" />
      <Button variant="ghost" size="icon" asChild>
        <Link to="/saved-campaigns" aria-label={t`Saved campaigns`}>
          <Bookmark aria-hidden />
        </Link>
      </Button>
      <Tooltip
        content={
          <span className="flex flex-col">
            <span className="font-semibold">{name}</span>
            {profile.email ? <span>{profile.email}</span> : null}
          </span>
        }
      >
        <Link to="/profile" className="rounded-full" aria-label={t`Profile of ${name}`}>
          <Avatar src={profile.image} name={profile.name} />
        </Link>
      </Tooltip>
    </div>
  );
}

/** The frame of every signed-in creator page (doc 000 §2 'Shell'). */
export default function CreatorShell() {
  const { t } = useLingui();
  const sections = useSections();
  return (
    <AppShell
      scope="creator"
      title={PRODUCT_NAME}
      sections={sections}
      defaultPageTitle={t`Dashboard`}
      collapsedKey="sidebarCollapsed"
      revoke={() => apiRequest(logout)}
      leave={() => leaveForPublicDocument('/signin')}
      logoutDescription={t`Are you sure you want to log out of your account?`}
      headerRight={<HeaderActions />}
      headerBelow={<Greeting className="flex items-baseline justify-between gap-3" />}
    />
  );
}
