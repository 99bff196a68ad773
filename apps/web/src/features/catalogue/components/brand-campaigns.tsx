import type { getBrand } from '@ih/contract/brands';
import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { BRAND_TABLE_PLATFORM_LOGOS, BRAND_TABLE_PLATFORM_LOGOS_MOBILE } from '@ih/contract/constants';
import type { ResponseOf } from '@ih/contract/operation';
import { Trans, useLingui } from '@lingui/react/macro';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, dateColumn } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { pad2 } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { DeliverableLogos } from './deliverable-logos';

type ActiveTask = ResponseOf<typeof getBrand>['data']['activeTasks'][number];

function ViewLink({ task }: { task: ActiveTask }) {
  const { t } = useLingui();
  const name = task.event_name;
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={`/campaigns/${task._id}`} aria-label={t`View ${name}`}>
        <Trans>View</Trans>
      </Link>
    </Button>
  );
}

/** The brand's 'Active Campaigns' table; a card per campaign below 1024 px (design §9). */
export function BrandCampaigns({ brandName, tasks }: { brandName: string; tasks: ActiveTask[] }) {
  const { t } = useLingui();
  if (tasks.length === 0)
    return (
      <EmptyState icon={Megaphone} title={translateText(BRAND_MESSAGES.noActiveCampaigns)} className="py-8" />
    );
  return (
    <DataTable
      rows={tasks}
      columns={[
        { name: t`No.`, card: false, className: 'tabular-nums', cell: (_, i) => pad2(i + 1) },
        { name: t`Campaign ID`, className: 'whitespace-nowrap', cell: (t) => t.campaign_id },
        {
          name: t`Campaign Title`,
          card: 'title',
          className: 'font-medium text-gray-900',
          cell: (t) => t.event_name,
          cardValue: (t, i) => `${pad2(i + 1)}. ${t.event_name}`,
        },
        { name: t`Brand`, cell: () => brandName },
        { name: t`Product`, cell: (t) => t.product_name || '-' },
        {
          name: t`Deliverables`,
          cell: (t) => <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS} />,
          cardValue: (t) => (
            <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS_MOBILE} />
          ),
        },
        dateColumn(t`Timeline`, 'event_date'),
        { name: t`Status`, card: 'badge', cell: (t) => <StatusBadge kind="campaign" status={t.status} /> },
        { name: t`Action`, card: 'footer', cell: (t) => <ViewLink task={t} /> },
      ]}
    />
  );
}
