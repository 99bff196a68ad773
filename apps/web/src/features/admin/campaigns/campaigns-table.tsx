import type { AdminCampaignListItem } from '@ih/contract/admin-campaigns';
import { BUDGET_TYPE_LABELS } from '@ih/contract/enums';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
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
import { formatDayMonthYear } from '@/lib/format';

function Counts({ c }: { c: AdminCampaignListItem }) {
  const n = (k: keyof AdminCampaignListItem['applicants']) => c.applicants[k] ?? 0;
  return (
    <span className="whitespace-nowrap">
      <span className="font-medium text-gray-900">{n('all')}</span>
      <span className="text-gray-600">
        {' '}
        · {n('pending')} pending · {n('accepted')} accepted
      </span>
    </span>
  );
}

function Title({ c }: { c: AdminCampaignListItem }) {
  return (
    <div className="flex min-w-0 flex-col">
      <Link to={`/admin/campaigns/${c._id}`} className="font-medium text-brand-700 hover:underline">
        {c.event_name}
      </Link>
      <span className="text-xs text-gray-600">{c.campaign_title}</span>
    </div>
  );
}

/** The campaign list: a table from 1024 px, cards below. */
export function CampaignsTable({ rows }: { rows: AdminCampaignListItem[] }) {
  return (
    <>
      <Card className="overflow-hidden">
        <Table desktopOnly>
          <caption className="sr-only">Campaigns</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Code</TableHead>
              <TableHead>Event / title</TableHead>
              <TableHead>Brand</TableHead>
              <TableHead>Budget</TableHead>
              <TableHead>Deadline</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Applicants</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((c) => (
              <TableRow key={c._id}>
                <TableCell className="whitespace-nowrap">{c.campaign_id}</TableCell>
                <TableCell>
                  <Title c={c} />
                </TableCell>
                <TableCell>{c.brand.brand_name}</TableCell>
                <TableCell className="whitespace-nowrap">{BUDGET_TYPE_LABELS[c.budget_type]}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatDayMonthYear(c.submission_deadline)}
                </TableCell>
                <TableCell>
                  <StatusBadge kind="campaign" status={c.status} />
                </TableCell>
                <TableCell>
                  <Counts c={c} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <MobileCards>
        {rows.map((c) => (
          <MobileCard
            key={c._id}
            title={<Title c={c} />}
            badge={<StatusBadge kind="campaign" status={c.status} />}
            fields={[
              { label: 'Code', value: c.campaign_id },
              { label: 'Brand', value: c.brand.brand_name },
              { label: 'Budget', value: BUDGET_TYPE_LABELS[c.budget_type] },
              { label: 'Deadline', value: formatDayMonthYear(c.submission_deadline) },
              { label: 'Applicants', value: <Counts c={c} /> },
            ]}
          />
        ))}
      </MobileCards>
    </>
  );
}
