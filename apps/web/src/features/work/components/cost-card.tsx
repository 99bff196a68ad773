import type { WorkItem } from '@ih/contract/work';
import { useLingui } from '@lingui/react/macro';
import { feeLines } from '../lib/fee';
import { budgetLabel } from '../lib/list-filters';
import { InfoList, Section } from './section';

/**
 * Campaign quote (the budget type), the fee agreed and what arrived (issue 26), and the product
 * offered (completed and final posted pages).
 */
export function CostCard({ item }: { item: WorkItem }) {
  const { t } = useLingui();
  const c = item.campaign;
  return (
    <Section id="cost" title={t`Cost`}>
      <InfoList
        columns={1}
        items={[
          { label: t`Campaign Quote`, value: budgetLabel(c.budget.budget_type) },
          ...feeLines(item),
          { label: t`Product Offered`, value: c.basic_info.product_id?.title },
        ]}
      />
    </Section>
  );
}
