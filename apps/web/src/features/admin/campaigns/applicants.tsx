import { APPLICATION_STATUSES, type ApplicationStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, dateColumn } from '@/components/data-table';
import { SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
import { EmptyState } from '@/components/ui/empty-state';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatRupees, truncate } from '@/lib/format';
import { CreatorLink } from '../creators/creator-link';
import { statusChoices } from '../shared/filter-choices';
import { ListState } from '../shared/list-state';
import { applicantsQuery } from './api';

const STATUS_OPTIONS = statusChoices(APPLICATION_STATUSES);

type Followers = { platform_name: string; followers: string }[];
const followersText = (f: Followers) => f.map((p) => `${p.platform_name} ${p.followers}`).join(', ') || '-';

/** A campaign's applications, newest first, filterable by status. Acting on them is the applications page's job. */
export function Applicants({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState<ApplicationStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(applicantsQuery(campaignId, status, page));

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>Applicants</CardTitle>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            id="applicant-status"
            label="Status"
            className="sm:w-52"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onValueChange={(v) => {
              setStatus(v === 'all' ? undefined : (v as ApplicationStatus));
              setPage(1);
            }}
          />
          <Button asChild variant="outline">
            <Link to={`/admin/applications?taskId=${campaignId}`}>
              Manage applications
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ListState
          query={query}
          framed={false}
          skeletonRows={4}
          pagesLabel="Applicants pages"
          onPageChange={setPage}
          empty={
            <EmptyState
              icon={ClipboardList}
              title="No applicants"
              description={status ? 'No application has this status.' : 'No creator has applied yet.'}
            />
          }
        >
          {(rows) => (
            <DataTable
              caption="Applicants"
              rows={rows}
              columns={[
                {
                  name: 'Creator',
                  card: 'title',
                  className: 'font-medium',
                  cell: (a) => <CreatorLink creator={a.influencer} />,
                },
                {
                  name: 'E-mail',
                  cell: (a) => <EmailAddress value={a.influencer.email} />,
                  cardValue: (a) => a.influencer.email,
                },
                { name: 'Followers', cell: (a) => followersText(a.influencer.followers) },
                {
                  name: 'Quote',
                  className: 'whitespace-nowrap',
                  cell: (a) => formatRupees(a.quote_asking_amount),
                },
                {
                  name: 'Note',
                  className: 'max-w-64',
                  tooltip: (a) => a.note,
                  cell: (a) => truncate(a.note, 80) || '-',
                },
                { name: 'Status', card: 'badge', cell: (a) => <StatusBadge status={a.status} /> },
                dateColumn('Applied', 'applyDate'),
              ]}
            />
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
