import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
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
import { CreatorCell } from './creator-cell';
import { canBulk } from './lib';
import { TransitionActions } from './transition-actions';

interface RowsProps {
  rows: AdminApplicationListItem[];
  selected: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

const quoteOf = (a: AdminApplicationListItem) =>
  a.final_amount
    ? `${formatRupees(a.final_amount)} agreed`
    : a.quote_asking_amount > 0
      ? formatRupees(a.quote_asking_amount)
      : 'No quote';

function CampaignCell({ a }: { a: AdminApplicationListItem }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <Link to={`/admin/applications/${a._id}`} className="font-medium text-brand-700 hover:underline">
        {a.campaign.event_name}
      </Link>
      <span className="text-xs text-gray-600">
        {a.campaign.brand.name} · {a.campaign.campaign_id} · {a.applicationId}
      </span>
    </div>
  );
}

/** The queue as a table (1024 px and up) and as cards below, with row selection for bulk moves. */
export function ApplicationRows({ rows, selected, onToggle, onToggleAll }: RowsProps) {
  const selectable = rows.filter(canBulk);
  const allOn = selectable.length > 0 && selectable.every((a) => selected.has(a._id));
  return (
    <>
      <div className="hidden overflow-hidden rounded-card border border-border bg-white shadow-xs lg:block">
        <Table>
          <caption className="sr-only">Applications</caption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select every application on this page that can be accepted or declined"
                  checked={allOn}
                  disabled={selectable.length === 0}
                  onCheckedChange={(v) => onToggleAll(v === true)}
                />
              </TableHead>
              <TableHead>Creator</TableHead>
              <TableHead>Campaign</TableHead>
              <TableHead>Quote and note</TableHead>
              <TableHead>Applied</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a._id} className={selected.has(a._id) ? 'bg-brand-50/60' : undefined}>
                <TableCell className="align-top">
                  {canBulk(a) ? (
                    <Checkbox
                      aria-label={`Select ${a.influencer.name}, ${a.campaign.event_name}`}
                      checked={selected.has(a._id)}
                      onCheckedChange={(v) => onToggle(a._id, v === true)}
                    />
                  ) : null}
                </TableCell>
                <TableCell className="max-w-64 align-top">
                  <CreatorCell influencer={a.influencer} />
                </TableCell>
                <TableCell className="max-w-64 align-top">
                  <CampaignCell a={a} />
                </TableCell>
                <TableCell className="max-w-72 align-top">
                  <p className="font-medium text-gray-900">{quoteOf(a)}</p>
                  {a.note ? (
                    <p className="text-xs text-gray-700" title={a.note}>
                      {truncate(a.note, 120)}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell className="whitespace-nowrap align-top">
                  {formatDayMonthYear(a.applyDate)}
                </TableCell>
                <TableCell className="align-top">
                  <StatusBadge status={a.status} />
                </TableCell>
                <TableCell className="align-top">
                  <TransitionActions application={a} only={['accepted', 'declined']} size="sm" />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      <MobileCards>
        {rows.map((a) => (
          <MobileCard
            key={a._id}
            className={selected.has(a._id) ? 'border-brand-300' : undefined}
            title={
              <div className="flex items-start gap-3">
                {canBulk(a) ? (
                  <Checkbox
                    className="mt-0.5"
                    aria-label={`Select ${a.influencer.name}, ${a.campaign.event_name}`}
                    checked={selected.has(a._id)}
                    onCheckedChange={(v) => onToggle(a._id, v === true)}
                  />
                ) : null}
                <CreatorCell influencer={a.influencer} />
              </div>
            }
            badge={<StatusBadge status={a.status} />}
            fields={[
              { label: 'Campaign', value: <CampaignCell a={a} /> },
              { label: 'Quote', value: quoteOf(a) },
              ...(a.note ? [{ label: 'Note', value: truncate(a.note, 160) }] : []),
              { label: 'Applied', value: formatDayMonthYear(a.applyDate) },
            ]}
            footer={
              a.allowedTransitions.some((t) => t === 'accepted' || t === 'declined') ? (
                <TransitionActions application={a} only={['accepted', 'declined']} size="sm" />
              ) : undefined
            }
          />
        ))}
      </MobileCards>
    </>
  );
}
