import type { WorkItem } from '@ih/contract/work';
import { Eye, MessageSquare, RotateCcw, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
import { campaignNames } from '@/lib/campaign-names';
import { formatDayMonth, pad2 } from '@/lib/format';
import { deliverablesSummary } from '../lib/deliverables';
import { feeSummary } from '../lib/fee';
import { budgetLabel } from '../lib/list-filters';
import { nextStepFor } from '../lib/view-route';
import { PlatformIcons } from './platform-icon';

/** 'work': the generic list (with status); 'allotted': the allotted work table (with influencers and language). */
export type WorkTableKind = 'work' | 'allotted';

const titleOf = (i: WorkItem) => campaignNames(i.campaign).title;

/** 'Influencers: 5 · Hindi' style text; what the campaign leaves open is left out. */
function influencersText(i: WorkItem): string {
  const { influencer_required, language } = i.campaign.influencers;
  const parts = [
    influencer_required ? `${influencer_required} influencer${influencer_required === 1 ? '' : 's'}` : null,
    language?.name ?? null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '-';
}

function cells(i: WorkItem, index: number, kind: WorkTableKind) {
  const c = i.campaign;
  const out: { label: string; value: ReactNode }[] = [
    { label: 'S.No', value: pad2(index + 1) },
    {
      label: 'Campaign',
      value: (
        <span className="flex min-w-0 flex-col">
          <span className="font-medium text-gray-900">{titleOf(i)}</span>
          <span className="text-xs text-gray-600">{c.campaign_id}</span>
          {i.unreadMessages > 0 ? (
            <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
              <MessageSquare aria-hidden className="size-3" />
              {i.unreadMessages} new {i.unreadMessages === 1 ? 'message' : 'messages'}
            </span>
          ) : null}
        </span>
      ),
    },
    { label: 'Brand', value: c.basic_info.brand_id.brand_name },
    { label: 'Platform', value: <PlatformIcons platforms={c.basic_info.platform} /> },
    { label: 'Deliverables', value: deliverablesSummary(c.deliverables) || '-' },
  ];
  if (kind === 'allotted') out.push({ label: 'Influencers & Language', value: influencersText(i) });
  out.push({ label: 'Deadline', value: formatDayMonth(c.submissionDeadline) });
  if (kind === 'work') out.push({ label: 'Status', value: <StatusBadge status={i.status} /> });
  // The budget type (doc 001 §2) and what the work pays (issue 26).
  const fee = feeSummary(i);
  out.push({
    label: 'Cost',
    value: fee ? (
      <span className="flex flex-col">
        <span className="font-medium text-gray-900">{fee}</span>
        <span className="text-xs text-gray-600">{budgetLabel(c.budget.budget_type)}</span>
      </span>
    ) : (
      budgetLabel(c.budget.budget_type)
    ),
  });
  return out;
}

/** The list as a table from 1024 px and as cards below (design §9). */
export function WorkTable({
  items,
  kind,
  onView,
  viewingId,
}: {
  items: WorkItem[];
  kind: WorkTableKind;
  onView: (item: WorkItem) => void;
  /** The row whose View is loading (pending review loads its details first). */
  viewingId?: string | null;
}) {
  const head = items[0] ? cells(items[0], 0, kind).map((c) => c.label) : [];
  const viewButton = (i: WorkItem, full = false) => (
    <Button
      size="sm"
      variant="secondary"
      className={full ? 'w-full' : undefined}
      onClick={() => onView(i)}
      busy={viewingId === i._id}
      busyLabel="Opening..."
      aria-label={`View ${titleOf(i)}`}
    >
      <Eye aria-hidden />
      View
    </Button>
  );
  // Accepted and rework rows also lead straight to the upload, beside View (issue 12 §3).
  const actions = (i: WorkItem, full = false) => {
    const next = nextStepFor(i);
    return (
      <span
        className={full ? 'flex w-full flex-wrap gap-2 [&>*]:flex-1' : 'flex flex-col items-stretch gap-2'}
      >
        {viewButton(i, full)}
        {next ? (
          <Button size="sm" asChild>
            <Link to={next.path} aria-label={`${next.label}: ${titleOf(i)}`}>
              {next.label === 'Resubmit Work' ? <RotateCcw aria-hidden /> : <Upload aria-hidden />}
              {next.label}
            </Link>
          </Button>
        ) : null}
      </span>
    );
  };
  return (
    <>
      <Table desktopOnly>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {head.map((h) => (
              // Long labels ('Influencers & Language') may wrap, so the action column keeps its room.
              <TableHead key={h} className="whitespace-normal">
                {h}
              </TableHead>
            ))}
            <TableHead>Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((i, n) => (
            <TableRow key={i._id}>
              {cells(i, n, kind).map((c) => (
                <TableCell key={c.label} className={c.label === 'S.No' ? 'tabular-nums' : undefined}>
                  {c.value}
                </TableCell>
              ))}
              <TableCell>{actions(i)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <MobileCards>
        {items.map((i, n) => {
          const [serial, campaign, ...rest] = cells(i, n, kind);
          const status = rest.find((c) => c.label === 'Status');
          return (
            <MobileCard
              key={i._id}
              title={
                <span className="flex gap-2">
                  <span className="text-gray-600 tabular-nums">{serial?.value}</span>
                  {campaign?.value}
                </span>
              }
              badge={status?.value}
              fields={rest.filter((c) => c.label !== 'Status')}
              footer={actions(i, true)}
            />
          );
        })}
      </MobileCards>
    </>
  );
}
