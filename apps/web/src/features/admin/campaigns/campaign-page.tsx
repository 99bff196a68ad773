import { BUDGET_TYPE_LABELS } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Tabs } from 'radix-ui';
import { useParams, useSearchParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton, SkeletonRows } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDayMonthYear } from '@/lib/format';
import { usePageMeta } from '@/lib/page-meta';
import { brandOptionsQuery, campaignQuery, referenceQuery } from './api';
import { Applicants } from './applicants';
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

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-gray-700 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-xs';

/** /admin/campaigns/new and /admin/campaigns/:id: the campaign form, and an existing campaign's applicants. */
export default function CampaignPage() {
  const { id } = useParams();
  const [params, setParams] = useSearchParams();
  const reference = useQuery(referenceQuery());
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

  const tab = params.get('tab') === 'applicants' ? 'applicants' : 'details';
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
      <Tabs.Root
        value={tab}
        onValueChange={(v) =>
          setParams(
            (prev) => {
              const p = new URLSearchParams(prev);
              if (v === 'applicants') p.set('tab', v);
              else p.delete('tab');
              return p;
            },
            { replace: true },
          )
        }
        className="flex flex-col gap-4"
      >
        <Tabs.List aria-label="Campaign" className="flex w-fit gap-1 rounded-lg bg-gray-100 p-1">
          <Tabs.Trigger value="details" className={tabClass}>
            Details
          </Tabs.Trigger>
          <Tabs.Trigger value="applicants" className={tabClass}>
            Applicants ({c.applicants.all ?? 0})
          </Tabs.Trigger>
        </Tabs.List>
        {/* forceMount keeps unsaved edits while the applicants are looked at. */}
        <Tabs.Content value="details" forceMount className="data-[state=inactive]:hidden">
          {form}
        </Tabs.Content>
        <Tabs.Content value="applicants">
          <Applicants campaignId={c._id} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
