import type { CampaignWire } from '@ih/contract/campaigns';
import { budgetLabel } from '../lib/list-filters';
import { InfoList, Section } from './section';

/** Campaign quote (the budget type) and the product offered (completed and final posted pages). */
export function CostCard({ campaign: c }: { campaign: CampaignWire }) {
  return (
    <Section id="cost" title="Cost">
      <InfoList
        columns={1}
        items={[
          { label: 'Campaign Quote', value: budgetLabel(c.budget.budget_type) },
          { label: 'Product Offered', value: c.basic_info.product_id?.title },
        ]}
      />
    </Section>
  );
}
