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
import { SearchField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/lib/page-meta';
import { useListParams, useUrlSearch } from '@/lib/use-list-params';
import { oneOf, statusChoices } from '../shared/filter-choices';
import { countOf, ListState } from '../shared/list-state';
import { ParamSelect } from '../shared/param-select';
import { brandOptionsQuery, campaignsQuery } from './api';
import { CampaignsTable } from './campaigns-table';

const STATUS_OPTIONS = statusChoices(CAMPAIGN_STATUSES);
const BUDGET_OPTIONS = [
  { value: 'all', label: 'All budget types' },
  ...BUDGET_TYPES.map((t) => ({ value: t, label: BUDGET_TYPE_LABELS[t] })),
];

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
  const newCampaign = (
    <Button asChild>
      <Link to={brandId ? `/admin/campaigns/new?brandId=${brandId}` : '/admin/campaigns/new'}>
        <Plus aria-hidden />
        New campaign
      </Link>
    </Button>
  );

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
        <ParamSelect
          id="campaign-brand"
          label="Brand"
          param="brandId"
          value={brandId}
          options={[{ value: 'all', label: 'All brands' }, ...(brands.data ?? [])]}
        />
        <ParamSelect
          id="campaign-status"
          label="Status"
          param="status"
          value={status}
          options={STATUS_OPTIONS}
        />
        <ParamSelect
          id="campaign-budget"
          label="Budget type"
          param="budgetType"
          value={budgetType}
          options={BUDGET_OPTIONS}
        />
        {newCampaign}
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
            action={filtered ? undefined : newCampaign}
          />
        }
      >
        {(rows) => <CampaignsTable rows={rows} />}
      </ListState>
    </div>
  );
}
