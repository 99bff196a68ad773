import { APPLICATION_STATUSES, type ApplicationStatus } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmailAddress } from '@/components/ui/email-address';
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
import { formatDayMonthYear, formatRupees, truncate } from '@/lib/format';
import { ListState } from '../shared/list-state';
import { applicantsQuery } from './api';

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...APPLICATION_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
];

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
            <>
              <Table desktopOnly>
                <caption className="sr-only">Applicants</caption>
                <TableHeader>
                  <TableRow>
                    <TableHead>Creator</TableHead>
                    <TableHead>E-mail</TableHead>
                    <TableHead>Followers</TableHead>
                    <TableHead>Quote</TableHead>
                    <TableHead>Note</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Applied</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {rows.map((a) => (
                    <TableRow key={a._id}>
                      <TableCell className="font-medium">
                        <Link
                          to={`/admin/creators/${a.influencer._id}`}
                          className="text-brand-700 hover:underline"
                        >
                          {a.influencer.name}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <EmailAddress value={a.influencer.email} />
                      </TableCell>
                      <TableCell>{followersText(a.influencer.followers)}</TableCell>
                      <TableCell className="whitespace-nowrap">
                        {formatRupees(a.quote_asking_amount)}
                      </TableCell>
                      <TableCell className="max-w-64" title={a.note}>
                        {truncate(a.note, 80) || '-'}
                      </TableCell>
                      <TableCell>
                        <StatusBadge status={a.status} />
                      </TableCell>
                      <TableCell className="whitespace-nowrap">{formatDayMonthYear(a.applyDate)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <MobileCards>
                {rows.map((a) => (
                  <MobileCard
                    key={a._id}
                    title={
                      <Link
                        to={`/admin/creators/${a.influencer._id}`}
                        className="text-brand-700 hover:underline"
                      >
                        {a.influencer.name}
                      </Link>
                    }
                    badge={<StatusBadge status={a.status} />}
                    fields={[
                      { label: 'E-mail', value: a.influencer.email },
                      { label: 'Followers', value: followersText(a.influencer.followers) },
                      { label: 'Quote', value: formatRupees(a.quote_asking_amount) },
                      { label: 'Note', value: truncate(a.note, 80) || '-' },
                      { label: 'Applied', value: formatDayMonthYear(a.applyDate) },
                    ]}
                  />
                ))}
              </MobileCards>
            </>
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
