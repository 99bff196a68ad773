import type { AdminInfluencerDetail } from '@ih/contract/admin-influencers';
import { ClipboardList } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
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
import { formatDayMonthYear } from '@/lib/format';

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
          <>
            <Table desktopOnly>
              <caption className="sr-only">Applications</caption>
              <TableHeader>
                <TableRow>
                  <TableHead>Campaign</TableHead>
                  <TableHead>Campaign ID</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Applied</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {applications.map((a) => (
                  <TableRow key={a._id}>
                    <TableCell className="font-medium">{a.campaign.event_name}</TableCell>
                    <TableCell className="whitespace-nowrap">{a.campaign.campaign_id}</TableCell>
                    <TableCell>
                      <StatusBadge status={a.status} />
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatDayMonthYear(a.applyDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <MobileCards>
              {applications.map((a) => (
                <MobileCard
                  key={a._id}
                  title={a.campaign.event_name}
                  badge={<StatusBadge status={a.status} />}
                  fields={[
                    { label: 'Campaign ID', value: a.campaign.campaign_id },
                    { label: 'Applied', value: formatDayMonthYear(a.applyDate) },
                  ]}
                />
              ))}
            </MobileCards>
          </>
        )}
      </CardContent>
    </Card>
  );
}
