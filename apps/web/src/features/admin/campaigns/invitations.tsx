import { INVITATION_STATUSES, type InvitationStatus } from '@ih/contract/invitation-enums';
import { INVITATION_STATUS_LABELS } from '@ih/contract/invitations-messages';
import { formatIstMoment } from '@ih/contract/payout-terms';
import type { CampaignInvitation } from '@ih/contract/routes/invitations';
import { useQuery } from '@tanstack/react-query';
import { MailOpen, UserSearch } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/filter-fields';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { INVITATION_TONES } from '@/components/ui/status-badge';
import { formatRupees } from '@/lib/format';
import { CreatorLink } from '../creators/creator-link';
import { statusChoices } from '../shared/filter-choices';
import { ListState } from '../shared/list-state';
import { campaignInvitationsQuery } from './invitations-api';

const STATUS_OPTIONS = statusChoices(INVITATION_STATUSES);

/** What became of an invitation, in a line: when it was answered, and the creator's reason if any. */
function outcome(i: CampaignInvitation): string {
  if (i.status === 'pending') return `Answer by ${formatIstMoment(new Date(i.respondBy))}`;
  if (i.status === 'expired') return `Ran out ${formatIstMoment(new Date(i.respondBy))}`;
  const at = i.respondedAt ? formatIstMoment(new Date(i.respondedAt)) : '';
  if (i.status === 'declined') return `Declined ${at}${i.declineReason ? `: "${i.declineReason}"` : ''}`;
  return `Accepted ${at}`;
}

/** A campaign's invitations and what became of each (design §15: brands see every invitation's state). */
export function Invitations({ campaignId }: { campaignId: string }) {
  const [status, setStatus] = useState<InvitationStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = useQuery(campaignInvitationsQuery(campaignId, status, page));

  return (
    <Card id="invitations">
      <CardHeader className="gap-3 sm:flex-row sm:items-end sm:justify-between">
        <CardTitle>Invitations</CardTitle>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Link to="/admin/creators/search" className={buttonVariants({ variant: 'outline' })}>
            <UserSearch aria-hidden />
            Find creators to invite
          </Link>
          <SelectField
            id="invitation-status"
            label="Status"
            className="sm:w-52"
            value={status ?? 'all'}
            options={STATUS_OPTIONS}
            onValueChange={(v) => {
              setStatus(v === 'all' ? undefined : (v as InvitationStatus));
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ListState
          query={query}
          framed={false}
          skeletonRows={4}
          pagesLabel="Invitation pages"
          onPageChange={setPage}
          empty={
            <EmptyState
              icon={MailOpen}
              title="No invitations"
              description={
                status
                  ? 'No invitation has this status.'
                  : 'Invite creators from the creator search or a shortlist; each invitation and its answer shows here.'
              }
            />
          }
        >
          {(rows) => (
            <DataTable
              caption="Invitations"
              rows={rows}
              columns={[
                {
                  name: 'Creator',
                  card: 'title',
                  className: 'font-medium',
                  cell: (i) => <CreatorLink creator={{ _id: i.influencer._id, name: i.influencer.name }} />,
                },
                { name: 'Offer', className: 'whitespace-nowrap', cell: (i) => formatRupees(i.offerAmount) },
                {
                  name: 'Status',
                  card: 'badge',
                  cell: (i) => (
                    <Badge tone={INVITATION_TONES[i.status]}>{INVITATION_STATUS_LABELS[i.status]}</Badge>
                  ),
                },
                { name: 'What happened', className: 'max-w-80', cell: outcome },
              ]}
            />
          )}
        </ListState>
      </CardContent>
    </Card>
  );
}
