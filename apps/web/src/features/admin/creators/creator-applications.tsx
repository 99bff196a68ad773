import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { ClipboardList } from 'lucide-react';
import { DataTable, dateColumn } from '@/components/data-table';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';

type Application = AdminInfluencerDetail['applications'][number];

export function CreatorApplications({ applications }: { applications: Application[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Applications</CardTitle>
      </CardHeader>
      <CardContent>
        {applications.length === 0 ? (
          <EmptyState
            icon={ClipboardList}
            title="No applications"
            description="This creator has not applied to any campaign you can see."
          />
        ) : (
          <DataTable
            caption="Applications"
            rows={applications}
            columns={[
              {
                name: 'Campaign',
                card: 'title',
                className: 'font-medium',
                cell: (a) => a.campaign.event_name,
              },
              { name: 'Campaign ID', className: 'whitespace-nowrap', cell: (a) => a.campaign.campaign_id },
              { name: 'Status', card: 'badge', cell: (a) => <StatusBadge status={a.status} /> },
              dateColumn('Applied', 'applyDate'),
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
