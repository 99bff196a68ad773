import type { AdminCampaignListItem } from '@ih/contract/admin-campaigns';
import { BUDGET_TYPE_LABELS } from '@ih/contract/enums';
import { Link } from 'react-router';
import { DataTable, dateColumn } from '@/components/data-table';
import { StatusBadge } from '@/components/ui/status-badge';

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
    <DataTable
      framed
      caption="Campaigns"
      rows={rows}
      columns={[
        { name: 'Code', className: 'whitespace-nowrap', cell: (c) => c.campaign_id },
        { name: 'Event / title', card: 'title', cell: (c) => <Title c={c} /> },
        { name: 'Brand', cell: (c) => c.brand.brand_name },
        { name: 'Budget', className: 'whitespace-nowrap', cell: (c) => BUDGET_TYPE_LABELS[c.budget_type] },
        dateColumn('Deadline', 'submission_deadline'),
        { name: 'Status', card: 'badge', cell: (c) => <StatusBadge kind="campaign" status={c.status} /> },
        { name: 'Applicants', cell: (c) => <Counts c={c} /> },
      ]}
    />
  );
}
