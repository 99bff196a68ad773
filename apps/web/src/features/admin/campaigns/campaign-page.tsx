import { BUDGET_TYPE_LABELS } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, lazy, Suspense, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { referenceListsQuery } from '../shared/reference-lists';
import { brandOptionsQuery, campaignQuery } from './api';
import { CampaignForm } from './campaign-form';
import { emptyCampaign, formToValues } from './form/values';

function Loading() {
  return (
    <div className="flex flex-col gap-4" aria-busy>
      <Card className="flex flex-col gap-2 p-5">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-4 w-40" />
      </Card>
      <Card className="p-5">
        <SkeletonRows rows={6} />
      </Card>
    </div>
  );
}

// Applicants are a second tab: their code loads when the tab is first shown, not with the form.
const Applicants = lazy(() => import('./applicants').then((m) => ({ default: m.Applicants })));
const Invitations = lazy(() => import('./invitations').then((m) => ({ default: m.Invitations })));
const Report = lazy(() => import('./report').then((m) => ({ default: m.Report })));
const PANELS = { applicants: Applicants, invitations: Invitations, report: Report };

/** A tab's panel other than the details: its code loads when the tab is first shown. */
function Panel({ tab, campaignId }: { tab: keyof typeof PANELS; campaignId: string }) {
  const Content = PANELS[tab];
  return (
    <div role="tabpanel" id={`campaign-panel-${tab}`} aria-labelledby={`campaign-tab-${tab}`}>
      <Suspense fallback={<SkeletonRows rows={4} />}>
        <Content campaignId={campaignId} />
      </Suspense>
    </div>
  );
}

const TABS = [
  { value: 'details', label: 'Details' },
  { value: 'applicants', label: 'Applicants' },
  { value: 'invitations', label: 'Invitations' },
  { value: 'report', label: 'Report' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The WAI-ARIA tabs pattern (automatic activation: arrow keys, Home and End move and select), small
 * enough not to need a tabs library for two tabs.
 */
function TabList({
  value,
  onChange,
  counts,
}: {
  value: Tab;
  onChange: (tab: Tab) => void;
  counts: Partial<Record<Tab, number>>;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const last = TABS.length - 1;
    const to =
      e.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : e.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (to === null) return;
    e.preventDefault();
    refs.current[to]?.focus();
    onChange(TABS[to]?.value ?? value);
  };
  return (
    <div role="tablist" aria-label="Campaign" className="flex w-fit gap-1 rounded-lg bg-gray-100 p-1">
      {TABS.map((t, index) => (
        <button
          key={t.value}
          ref={(el) => {
            refs.current[index] = el;
          }}
          type="button"
          role="tab"
          id={`campaign-tab-${t.value}`}
          aria-selected={value === t.value}
          aria-controls={`campaign-panel-${t.value}`}
          data-state={value === t.value ? 'active' : 'inactive'}
          tabIndex={value === t.value ? 0 : -1}
          onClick={() => onChange(t.value)}
          onKeyDown={(e) => onKeyDown(e, index)}
          className={tabClass}
        >
          {t.label}
          {counts[t.value] !== undefined && ` (${counts[t.value]})`}
        </button>
      ))}
    </div>
  );
}

const tabClass =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-xs';

/** /admin/campaigns/new and /admin/campaigns/:id: the campaign form, and an existing campaign's applicants. */
export default function CampaignPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const reference = useQuery(referenceListsQuery());
  const brands = useQuery(brandOptionsQuery());
  const campaign = useQuery({ ...campaignQuery(id ?? ''), enabled: !!id });
  const c = campaign.data?.data;
  const title = id ? (c ? `${c.campaign_id} ${c.basic_info.event_name}` : 'Campaign') : 'New campaign';
  usePageMeta({
    title,
    back: '/admin/campaigns',
    breadcrumb: [{ label: 'Campaigns', to: '/admin/campaigns' }, { label: title }],
  });

  const failed = [reference, brands, ...(id ? [campaign] : [])].find((q) => q.isError);
  if (failed?.error)
    return (
      <Card>
        <ErrorState
          title={
            failed === campaign && campaign.error?.message === 'Campaign Not Found'
              ? 'Campaign not found'
              : undefined
          }
          message={failed.error.message}
          onRetry={() => failed.refetch()}
          retrying={failed.isFetching}
        />
      </Card>
    );
  if (!reference.data || !brands.data || (id && !c)) return <Loading />;

  // A new campaign starts on the brand it was opened from, or the only brand a brand-role member has.
  const startBrand = params.get('brandId') ?? (brands.data.length === 1 ? brands.data[0]?.value : undefined);
  const form = (
    <CampaignForm
      // A fresh form per campaign, so moving between campaigns never keeps the last one's edits.
      key={id ?? 'new'}
      id={id}
      initial={c ? formToValues(c.form) : emptyCampaign(startBrand)}
      lists={reference.data}
      brands={brands.data}
    />
  );
  if (!c) return form;

  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'details';
  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold break-words text-gray-900">
            {c.campaign_brief.campaign_title}
          </h2>
          <StatusBadge kind="campaign" status={c.status} />
        </div>
        <p className="text-sm text-gray-700">
          {c.campaign_id} · {c.basic_info.brand_id.brand_name} · {BUDGET_TYPE_LABELS[c.form.budget_type]} ·
          Deadline {formatDayMonthYear(c.submissionDeadline)}
        </p>
        <p className="text-sm text-gray-700">
          {c.applicants.all ?? 0} {(c.applicants.all ?? 0) === 1 ? 'applicant' : 'applicants'} ·{' '}
          {c.applicants.pending ?? 0} pending · {c.applicants.accepted ?? 0} accepted
        </p>
      </Card>
      <div className="flex flex-col gap-4">
        <TabList
          value={tab}
          onChange={(v) =>
            setParams(
              (prev) => {
                const p = new URLSearchParams(prev);
                if (v !== 'details') p.set('tab', v);
                else p.delete('tab');
                return p;
              },
              { replace: true },
            )
          }
          counts={{ applicants: c.applicants.all ?? 0 }}
        />
        {/* The details stay mounted, so unsaved edits survive a look at the applicants. */}
        <div
          role="tabpanel"
          id="campaign-panel-details"
          aria-labelledby="campaign-tab-details"
          hidden={tab !== 'details'}
        >
          {form}
        </div>
        {tab !== 'details' && <Panel tab={tab} campaignId={c._id} />}
      </div>
    </div>
  );
}
