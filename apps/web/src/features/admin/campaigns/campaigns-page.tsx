import {
  BUDGET_TYPE_LABELS,
  BUDGET_TYPES,
  type BudgetType,
  CAMPAIGN_STATUSES,
  type CampaignStatus,
} from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Megaphone, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { SearchField, SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { unlessAll } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { useListParams, useUrlSearch } from '../shared/use-list-params';
import { brandOptionsQuery, campaignsQuery } from './api';
import { CampaignsTable } from './campaigns-table';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...CAMPAIGN_STATUSES.map((s) => ({ value: s, label: capitalise(s) })),
];
const BUDGET_OPTIONS = [
  { value: 'all', label: 'All budget types' },
  ...BUDGET_TYPES.map((t) => ({ value: t, label: BUDGET_TYPE_LABELS[t] })),
];

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  list.includes(v as T) ? (v as T) : undefined;

/** /admin/campaigns: the campaigns of the staff member's brands (admins: all), filtered in the URL. */
export default function CampaignsPage() {
  usePageMeta({ title: 'Campaigns' });
  const { params, page, update, setPage } = useListParams();
  const status: CampaignStatus | undefined = oneOf(CAMPAIGN_STATUSES, params.get('status'));
  const budgetType: BudgetType | undefined = oneOf(BUDGET_TYPES, params.get('budgetType'));
  const brandId = params.get('brandId') || undefined;
  const { text, setText, search } = useUrlSearch({ params, update });

  const brands = useQuery(brandOptionsQuery());
  const query = useQuery(campaignsQuery({ search, status, brandId, budgetType, page }));
  const filtered = !!(search || status || brandId || budgetType);
  const newHref = brandId ? `/admin/campaigns/new?brandId=${brandId}` : '/admin/campaigns/new';

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto] lg:items-end">
        <SearchField
          id="campaign-search"
          className="sm:col-span-2 lg:col-span-1"
          placeholder="Code, event name or title"
          value={text}
          onChange={setText}
        />
        <SelectField
          id="campaign-brand"
          label="Brand"
          value={brandId ?? 'all'}
          options={[{ value: 'all', label: 'All brands' }, ...(brands.data ?? [])]}
          onValueChange={(v) => update({ brandId: unlessAll(v), page: undefined })}
        />
        <SelectField
          id="campaign-status"
          label="Status"
          value={status ?? 'all'}
          options={STATUS_OPTIONS}
          onValueChange={(v) => update({ status: unlessAll(v), page: undefined })}
        />
        <SelectField
          id="campaign-budget"
          label="Budget type"
          value={budgetType ?? 'all'}
          options={BUDGET_OPTIONS}
          onValueChange={(v) => update({ budgetType: unlessAll(v), page: undefined })}
        />
        <Button asChild>
          <Link to={newHref}>
            <Plus aria-hidden />
            New campaign
          </Link>
        </Button>
      </Card>

      <ListState
        query={query}
        count={(n) => countOf(n, 'campaign', 'campaigns')}
        skeletonRows={6}
        pagesLabel="Campaigns pages"
        onPageChange={setPage}
        empty={
          <EmptyState
            icon={Megaphone}
            title="No campaigns found"
            description={
              filtered
                ? 'No campaign matches these filters. Try other ones.'
                : 'Create the first campaign for a brand.'
            }
            action={
              filtered ? undefined : (
                <Button asChild>
                  <Link to={newHref}>
                    <Plus aria-hidden />
                    New campaign
                  </Link>
                </Button>
              )
            }
          />
        }
      >
        {(rows) => <CampaignsTable rows={rows} />}
      </ListState>
    </div>
  );
}
