import { useLingui } from '@lingui/react/macro';
import { usePageMeta } from '@/lib/page-meta';
import { DashboardBrands } from '../components/dashboard-brands';
import { DashboardCampaigns } from '../components/dashboard-campaigns';
import { StatTiles } from '../components/stat-tiles';
import { UnreadMessages } from '../components/unread-messages';
import { WaitingInvitations } from '../components/waiting-invitations';

/** / : work counts, brands and active campaigns (doc 000 §2 'Dashboard'). */
export default function DashboardPage() {
  const { t } = useLingui();
  usePageMeta({ title: t`Dashboard` });
  return (
    <div className="flex flex-col gap-6">
      <WaitingInvitations />
      <UnreadMessages />
      <StatTiles />
      {/* grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: an auto column grows to its
          cards' min-content, and the campaign rows' one-line titles would widen the page past a phone. */}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DashboardBrands />
        <DashboardCampaigns />
      </div>
    </div>
  );
}
