import type { getBrand } from '@ih/contract/brands';
import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { BRAND_TABLE_PLATFORM_LOGOS, BRAND_TABLE_PLATFORM_LOGOS_MOBILE } from '@ih/contract/constants';
import type { ResponseOf } from '@ih/contract/operation';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable, dateColumn } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { pad2 } from '@/lib/format';
import { DeliverableLogos } from './deliverable-logos';

type ActiveTask = ResponseOf<typeof getBrand>['data']['activeTasks'][number];

const ViewLink = ({ task }: { task: ActiveTask }) => (
  <Button variant="outline" size="sm" asChild>
    <Link to={`/campaigns/${task._id}`} aria-label={`View ${task.event_name}`}>
      View
    </Link>
  </Button>
);

/** The brand's 'Active Campaigns' table; a card per campaign below 1024 px (design §9). */
export function BrandCampaigns({ brandName, tasks }: { brandName: string; tasks: ActiveTask[] }) {
  if (tasks.length === 0)
    return <EmptyState icon={Megaphone} title={BRAND_MESSAGES.noActiveCampaigns} className="py-8" />;
  return (
    <DataTable
      rows={tasks}
      columns={[
        { name: 'No.', card: false, className: 'tabular-nums', cell: (_, i) => pad2(i + 1) },
        { name: 'Campaign ID', className: 'whitespace-nowrap', cell: (t) => t.campaign_id },
        {
          name: 'Campaign Title',
          card: 'title',
          className: 'font-medium text-gray-900',
          cell: (t) => t.event_name,
          cardValue: (t, i) => `${pad2(i + 1)}. ${t.event_name}`,
        },
        { name: 'Brand', cell: () => brandName },
        { name: 'Product', cell: (t) => t.product_name || '-' },
        {
          name: 'Deliverables',
          cell: (t) => <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS} />,
          cardValue: (t) => (
            <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS_MOBILE} />
          ),
        },
        dateColumn('Timeline', 'event_date'),
        { name: 'Status', card: 'badge', cell: (t) => <StatusBadge kind="campaign" status={t.status} /> },
        { name: 'Action', card: 'footer', cell: (t) => <ViewLink task={t} /> },
      ]}
    />
  );
}
