import type { AdminApplicationListItem } from '@ih/contract/admin-applications';
import { Link } from 'react-router';
import { DataTable, dateColumn } from '@/components/data-table';
import { Checkbox } from '@/components/ui/checkbox';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatRupees, truncate } from '@/lib/format';
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
  const selectBox = (a: AdminApplicationListItem, className?: string) =>
    canBulk(a) ? (
      <Checkbox
        className={className}
        aria-label={`Select ${a.influencer.name}, ${a.campaign.event_name}`}
        checked={selected.has(a._id)}
        onCheckedChange={(v) => onToggle(a._id, v === true)}
      />
    ) : null;
  const actions = (a: AdminApplicationListItem) => (
    <TransitionActions application={a} only={['accepted', 'declined']} size="sm" />
  );
  return (
    <DataTable
      framed
      caption="Applications"
      rows={rows}
      rowClassName={(a) => (selected.has(a._id) ? 'bg-brand-50/60' : undefined)}
      cardClassName={(a) => (selected.has(a._id) ? 'border-brand-300' : undefined)}
      columns={[
        {
          name: 'Select',
          head: (
            <Checkbox
              aria-label="Select every application on this page that can be accepted or declined"
              checked={allOn}
              disabled={selectable.length === 0}
              onCheckedChange={(v) => onToggleAll(v === true)}
            />
          ),
          headClassName: 'w-10',
          card: false,
          className: 'align-top',
          cell: (a) => selectBox(a),
        },
        {
          name: 'Creator',
          card: 'title',
          className: 'max-w-64 align-top',
          cell: (a) => <CreatorCell influencer={a.influencer} />,
          cardValue: (a) => (
            <div className="flex items-start gap-3">
              {selectBox(a, 'mt-0.5')}
              <CreatorCell influencer={a.influencer} />
            </div>
          ),
        },
        { name: 'Campaign', className: 'max-w-64 align-top', cell: (a) => <CampaignCell a={a} /> },
        {
          name: 'Quote and note',
          className: 'max-w-72 align-top',
          cell: (a) => (
            <>
              <p className="font-medium text-gray-900">{quoteOf(a)}</p>
              {a.note ? (
                <p className="text-xs text-gray-700" title={a.note}>
                  {truncate(a.note, 120)}
                </p>
              ) : null}
            </>
          ),
          cardLabel: 'Quote',
          cardValue: quoteOf,
        },
        { name: 'Note', table: false, cell: (a) => (a.note ? truncate(a.note, 160) : null) },
        dateColumn('Applied', 'applyDate', 'whitespace-nowrap align-top'),
        {
          name: 'Status',
          card: 'badge',
          className: 'align-top',
          cell: (a) => <StatusBadge status={a.status} />,
        },
        {
          name: 'Actions',
          head: <span className="sr-only">Actions</span>,
          card: 'footer',
          className: 'align-top',
          cell: actions,
          // The card has no footer when neither move is open to the application.
          cardValue: (a) =>
            a.allowedTransitions.some((t) => t === 'accepted' || t === 'declined') ? actions(a) : null,
        },
      ]}
    />
  );
}
