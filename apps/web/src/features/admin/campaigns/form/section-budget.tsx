import { BUDGET_TYPE_LABELS, BUDGET_TYPES, type BudgetType } from '@ih/contract/enums';
import { useFormContext, useWatch } from 'react-hook-form';
import { RadioCards, Section, TextField } from './controls';
import { budgetFieldVisible, type CampaignValues } from './values';

const HINTS: Record<BudgetType, string> = {
  fixed: 'Every creator is paid the fixed price.',
  'get quote': 'Creators quote their own price.',
  'fixed affiliate': 'Creators earn a commission on each sale.',
};

/** budget: the type decides which amounts are asked for (and sent). */
export function BudgetSection() {
  const { control } = useFormContext<CampaignValues>();
  const type = useWatch({ control, name: 'budget_type' });
  const show = (f: Parameters<typeof budgetFieldVisible>[1]) => budgetFieldVisible(type, f);
  return (
    <Section id="budget" title="Budget">
      <RadioCards
        name="budget_type"
        legend="Budget type"
        className="md:col-span-2"
        options={BUDGET_TYPES.map((t) => ({ value: t, label: BUDGET_TYPE_LABELS[t], hint: HINTS[t] }))}
      />
      {show('fixed_price') ? (
        <TextField name="fixed_price" label="Fixed price (₹)" required type="number" inputMode="numeric" />
      ) : null}
      {show('excepted_price_range') ? (
        <TextField
          name="excepted_price_range"
          label="Expected price range"
          maxLength={200}
          placeholder="e.g. ₹5,000 - ₹10,000"
        />
      ) : null}
      {show('fixed_commission_per_sale') ? (
        <TextField
          name="fixed_commission_per_sale"
          label="Commission per sale (₹)"
          required
          type="number"
          inputMode="numeric"
        />
      ) : null}
      {show('coupon_code') ? <TextField name="coupon_code" label="Coupon code" maxLength={100} /> : null}
      <TextField
        name="product_value"
        label="Product the creator keeps (₹ value)"
        type="number"
        inputMode="numeric"
        placeholder="No product"
      />
      <TextField
        name="payout_terms_days"
        label="Payout terms (days after the post goes live)"
        type="number"
        inputMode="numeric"
        placeholder="Platform default"
      />
      <TextField
        name="auto_approve_days"
        label="Auto-approve after (working days without a response)"
        type="number"
        inputMode="numeric"
        placeholder="Platform default"
      />
    </Section>
  );
}
