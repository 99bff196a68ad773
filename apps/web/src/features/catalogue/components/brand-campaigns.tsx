import type { getBrand } from '@ih/contract/brands';
import { BRAND_MESSAGES } from '@ih/contract/brands-messages';
import { BRAND_TABLE_PLATFORM_LOGOS, BRAND_TABLE_PLATFORM_LOGOS_MOBILE } from '@ih/contract/constants';
import type { ResponseOf } from '@ih/contract/operation';
import { Megaphone } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import {
  MobileCard,
  MobileCards,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { formatDayMonthYear, pad2 } from '@/lib/format';
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
    <>
      <Table desktopOnly>
        <TableHeader>
          <TableRow>
            <TableHead>No.</TableHead>
            <TableHead>Campaign ID</TableHead>
            <TableHead>Campaign Title</TableHead>
            <TableHead>Brand</TableHead>
            <TableHead>Product</TableHead>
            <TableHead>Deliverables</TableHead>
            <TableHead>Timeline</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tasks.map((t, i) => (
            <TableRow key={t._id}>
              <TableCell className="tabular-nums">{pad2(i + 1)}</TableCell>
              <TableCell className="whitespace-nowrap">{t.campaign_id}</TableCell>
              <TableCell className="font-medium text-gray-900">{t.event_name}</TableCell>
              <TableCell>{brandName}</TableCell>
              <TableCell>{t.product_name || '-'}</TableCell>
              <TableCell>
                <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDayMonthYear(t.event_date)}</TableCell>
              <TableCell>
                <StatusBadge kind="campaign" status={t.status} />
              </TableCell>
              <TableCell>
                <ViewLink task={t} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MobileCards>
        {tasks.map((t, i) => (
          <MobileCard
            key={t._id}
            title={`${pad2(i + 1)}. ${t.event_name}`}
            badge={<StatusBadge kind="campaign" status={t.status} />}
            fields={[
              { label: 'Campaign ID', value: t.campaign_id },
              { label: 'Brand', value: brandName },
              { label: 'Product', value: t.product_name || '-' },
              {
                label: 'Deliverables',
                value: (
                  <DeliverableLogos deliverables={t.deliverables} max={BRAND_TABLE_PLATFORM_LOGOS_MOBILE} />
                ),
              },
              { label: 'Timeline', value: formatDayMonthYear(t.event_date) },
            ]}
            footer={<ViewLink task={t} />}
          />
        ))}
      </MobileCards>
    </>
  );
}
