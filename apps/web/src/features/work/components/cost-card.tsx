import type { WorkItem } from '@ih/contract/work';
import { feeLines } from '../lib/fee';
import { budgetLabel } from '../lib/list-filters';
import { InfoList, Section } from './section';

/**
 * Campaign quote (the budget type), the fee agreed and what arrived (issue 26), and the product
 * offered (completed and final posted pages).
 */
export function CostCard({ item }: { item: WorkItem }) {
  const c = item.campaign;
  return (
    <Section id="cost" title="Cost">
      <InfoList
        columns={1}
        items={[
          { label: 'Campaign Quote', value: budgetLabel(c.budget.budget_type) },
          ...feeLines(item),
          { label: 'Product Offered', value: c.basic_info.product_id?.title },
        ]}
      />
    </Section>
  );
}
