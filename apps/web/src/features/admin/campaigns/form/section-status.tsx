import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_VISIBILITIES,
  type CampaignStatus,
  type CampaignVisibility,
} from '@ih/contract/enums';
import { RadioCards, Section } from './controls';

const LABELS: Record<CampaignStatus, { label: string; hint: string }> = {
  active: { label: 'Active', hint: 'Creators can see it and apply.' },
  inactive: { label: 'Inactive', hint: 'Hidden from creators.' },
  closed: { label: 'Closed', hint: 'Shown as closed; no new applications.' },
};

const VISIBILITY: Record<CampaignVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'In the catalogue: any creator can find it and apply.' },
  'invite-only': {
    label: 'Invite only',
    hint: 'Never in the catalogue: only creators you invite can open it.',
  },
};

/** status: active, inactive or closed; and who can find it (design §15). */
export function StatusSection() {
  return (
    <Section id="status" title="Status" className="md:grid-cols-1">
      <RadioCards
        name="status"
        legend="Campaign status"
        legendHidden
        options={CAMPAIGN_STATUSES.map((s) => ({ value: s, ...LABELS[s] }))}
      />
      <RadioCards
        name="visibility"
        legend="Who can find it"
        options={CAMPAIGN_VISIBILITIES.map((v) => ({ value: v, ...VISIBILITY[v] }))}
      />
    </Section>
  );
}
