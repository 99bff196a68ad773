import { DASHBOARD_CAMPAIGNS } from '@ih/contract/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { EmptyState } from '@/components/ui/empty-state';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { campaignNames } from '@/lib/campaign-names';
import { formatDayMonthYear } from '@/lib/format';
import { campaignsQuery, DASHBOARD_CAMPAIGNS_QUERY } from '../api/list-campaigns';
import { DashboardPanel } from './dashboard-panel';
import { PlatformIcons } from './platform-icon';

/** The first six active campaigns (doc 000 §2). */
export function DashboardCampaigns() {
  const campaigns = useQuery(campaignsQuery(DASHBOARD_CAMPAIGNS_QUERY));
  const list = campaigns.data?.data.slice(0, DASHBOARD_CAMPAIGNS) ?? [];
  const { t } = useLingui();
  return (
    <DashboardPanel id="dashboard-campaigns" title={t`Active Campaigns`} allTo="/campaigns">
      <QueryState
        query={campaigns}
        loading={<SkeletonRows rows={DASHBOARD_CAMPAIGNS} />}
        errorClassName="py-6"
        empty={<EmptyState className="py-6" icon={Megaphone} title={t`No active campaigns available`} />}
      >
        {() => (
          <ul className="divide-y divide-border">
            {list.map((c) => (
              <li key={c._id}>
                <Link
                  to={`/campaigns/${c._id}`}
                  className="flex items-center gap-3 rounded-lg px-1 py-3 transition hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="truncate text-sm font-medium text-gray-900">
                      {campaignNames(c).title}
                    </span>
                    <span className="truncate text-xs text-gray-600">
                      {c.basic_info.brand_id.brand_name} · {c.campaign_id} ·{' '}
                      <Deadline date={formatDayMonthYear(c.submissionDeadline, t`Not specified`)} />
                    </span>
                  </span>
                  <PlatformIcons platforms={c.basic_info.platform} max={3} className="hidden sm:flex" />
                  <StatusBadge kind="campaign" status={c.status} />
                  <ChevronRight aria-hidden className="size-4 shrink-0 text-gray-500" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </DashboardPanel>
  );
}

function Deadline({ date }: { date: string }) {
  return <Trans>Deadline {date}</Trans>;
}
