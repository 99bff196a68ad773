import { CAMPAIGN_STATUSES, type CampaignStatus } from '@ih/contract/enums';
import { RadioCards, Section } from './controls';

const LABELS: Record<CampaignStatus, { label: string; hint: string }> = {
  active: { label: 'Active', hint: 'Creators can see it and apply.' },
  inactive: { label: 'Inactive', hint: 'Hidden from creators.' },
  closed: { label: 'Closed', hint: 'Shown as closed; no new applications.' },
};

/** status: active, inactive or closed. */
export function StatusSection() {
  return (
    <Section id="status" title="Status" className="md:grid-cols-1">
      <RadioCards
        name="status"
        legend="Campaign status"
        legendHidden
        options={CAMPAIGN_STATUSES.map((s) => ({ value: s, ...LABELS[s] }))}
      />
    </Section>
  );
}
