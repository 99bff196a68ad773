import { APPLICATION_STATUSES } from '@ih/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { SelectField } from '@/components/filter-fields';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ParamPatch } from '@/lib/use-list-params';
import { choicesWithAll, statusChoices } from '../shared/filter-choices';
import { ParamSelect } from '../shared/param-select';
import { brandChoicesQuery, campaignChoicesQuery } from './api';

const STATUS_OPTIONS = statusChoices(APPLICATION_STATUSES);

export interface FilterValues {
  /** 'all' or a status; the page defaults to pending. */
  status: string;
  taskId: string | undefined;
  brandId: string | undefined;
  influencerId: string | undefined;
  creatorName: string | undefined;
}

/** Status, campaign and brand selects; the creator filter arrives by link and shows as a chip. */
export function ApplicationFilters({
  values,
  onChange,
}: {
  values: FilterValues;
  onChange: (next: ParamPatch) => void;
}) {
  const campaigns = useQuery(campaignChoicesQuery());
  const brands = useQuery(brandChoicesQuery());
  const campaignOptions = choicesWithAll(
    (campaigns.data?.data ?? []).map((c) => ({ value: c._id, label: `${c.event_name} (${c.campaign_id})` })),
    {
      all: 'All campaigns',
      loading: 'Loading campaigns...',
      pending: campaigns.isPending,
      // A campaign linked from elsewhere may be older than the newest 100: keep it choosable.
      linked: { value: values.taskId, label: 'The linked campaign' },
    },
  );
  const brandOptions = choicesWithAll(
    (brands.data?.data ?? []).map((b) => ({ value: b._id, label: b.brand_name })),
    {
      all: 'All brands',
      loading: 'Loading brands...',
      pending: brands.isPending,
      linked: { value: values.brandId, label: 'The linked brand' },
    },
  );

  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          id="app-status"
          label="Status"
          value={values.status}
          options={STATUS_OPTIONS}
          onValueChange={(v) => onChange({ status: v === 'pending' ? undefined : v, page: undefined })}
        />
        <ParamSelect
          id="app-campaign"
          label="Campaign"
          param="taskId"
          value={values.taskId}
          options={campaignOptions}
        />
        <ParamSelect
          id="app-brand"
          label="Brand"
          param="brandId"
          value={values.brandId}
          options={brandOptions}
        />
      </div>
      {values.influencerId ? (
        <div className="flex items-center gap-2 text-sm text-gray-800">
          <span>
            Creator: <span className="font-medium">{values.creatorName ?? 'the chosen creator'}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange({ influencerId: undefined, page: undefined })}
            aria-label="Clear the creator filter"
          >
            <X aria-hidden />
            Clear
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
