import type { WorkItem } from '@ih/contract/work';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Eye, MessageSquare, RotateCcw, Upload } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
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
function InfluencersText({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  const { influencer_required, language } = item.campaign.influencers;
  const parts = [
    influencer_required
      ? t`${plural(influencer_required, { one: '# influencer', other: '# influencers' })}`
      : null,
    language?.name ?? null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : '-';
}

function CampaignCell({ item }: { item: WorkItem }) {
  const unread = item.unreadMessages;
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium text-gray-900">{titleOf(item)}</span>
      <span className="text-xs text-gray-600">{item.campaign.campaign_id}</span>
      {item.unreadMessages > 0 ? (
        <span className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">
          <MessageSquare aria-hidden className="size-3" />
          <Plural value={unread} one="# new message" other="# new messages" />
        </span>
      ) : null}
    </span>
  );
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
  const { t } = useLingui();
  const viewLabel = (title: string) => t`View ${title}`;
  const viewButton = (i: WorkItem, full = false) => (
    <Button
      size="sm"
      variant="secondary"
      className={full ? 'w-full' : undefined}
      onClick={() => onView(i)}
      busy={viewingId === i._id}
      busyLabel={t`Opening...`}
      aria-label={viewLabel(titleOf(i))}
    >
      <Eye aria-hidden />
      <Trans>View</Trans>
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
              {next.kind === 'resubmit' ? <RotateCcw aria-hidden /> : <Upload aria-hidden />}
              {next.label}
            </Link>
          </Button>
        ) : null}
      </span>
    );
  };
  const fee = (i: WorkItem) => {
    const summary = feeSummary(i);
    const budget = budgetLabel(i.campaign.budget.budget_type);
    return summary ? (
      <span className="flex flex-col">
        <span className="font-medium text-gray-900">{summary}</span>
        <span className="text-xs text-gray-600">{budget}</span>
      </span>
    ) : (
      budget
    );
  };
  return (
    <DataTable
      // Long labels ('Influencers & Language') may wrap, so the action column keeps its room.
      className="[&_th]:whitespace-normal"
      rows={items}
      columns={[
        { name: t`S.No`, card: false, className: 'tabular-nums', cell: (_, n) => pad2(n + 1) },
        {
          name: t`Campaign`,
          card: 'title',
          cell: (i) => <CampaignCell item={i} />,
          cardValue: (i, n) => (
            <span className="flex gap-2">
              <span className="text-gray-600 tabular-nums">{pad2(n + 1)}</span>
              <CampaignCell item={i} />
            </span>
          ),
        },
        { name: t`Brand`, cell: (i) => i.campaign.basic_info.brand_id.brand_name },
        { name: t`Platform`, cell: (i) => <PlatformIcons platforms={i.campaign.basic_info.platform} /> },
        { name: t`Deliverables`, cell: (i) => deliverablesSummary(i.campaign.deliverables) || '-' },
        kind === 'allotted' && {
          name: t`Influencers & Language`,
          cell: (i) => <InfluencersText item={i} />,
        },
        { name: t`Deadline`, cell: (i) => formatDayMonth(i.campaign.submissionDeadline) },
        kind === 'work' && { name: t`Status`, card: 'badge', cell: (i) => <StatusBadge status={i.status} /> },
        // The budget type (doc 001 §2) and what the work pays (issue 26).
        { name: t`Cost`, cell: fee },
        { name: t`Action`, card: 'footer', cell: (i) => actions(i), cardValue: (i) => actions(i, true) },
      ]}
    />
  );
}
