import { describe, expect, it } from 'vitest';
import { budgetErrors, CAMPAIGN_RULE_MESSAGES, dateOrderErrors } from './admin-campaign-rules.ts';

describe('budgetErrors', () => {
  it('asks a fixed campaign for a price above zero', () => {
    const missing = { fixed_price: CAMPAIGN_RULE_MESSAGES.fixedPrice };
    expect(budgetErrors({ budget_type: 'fixed' })).toEqual(missing);
    expect(budgetErrors({ budget_type: 'fixed', fixed_price: 0 })).toEqual(missing);
    expect(budgetErrors({ budget_type: 'fixed', fixed_price: 5000 })).toEqual({});
  });

  it('asks a fixed affiliate campaign for a commission above zero', () => {
    const missing = { fixed_commission_per_sale: CAMPAIGN_RULE_MESSAGES.commission };
    expect(budgetErrors({ budget_type: 'fixed affiliate', fixed_commission_per_sale: null })).toEqual(
      missing,
    );
    expect(budgetErrors({ budget_type: 'fixed affiliate', fixed_commission_per_sale: -1 })).toEqual(missing);
    expect(budgetErrors({ budget_type: 'fixed affiliate', fixed_commission_per_sale: 150 })).toEqual({});
  });

  it('asks a get-quote campaign for neither', () => {
    expect(budgetErrors({ budget_type: 'get quote' })).toEqual({});
  });
});

describe('dateOrderErrors', () => {
  it('refuses an end before the start, and only that', () => {
    expect(dateOrderErrors({ start_date: '2026-12-10', end_date: '2026-12-09' })).toEqual({
      end_date: CAMPAIGN_RULE_MESSAGES.endBeforeStart,
    });
    expect(dateOrderErrors({ start_date: '2026-12-10', end_date: '2026-12-10' })).toEqual({});
    expect(dateOrderErrors({ start_date: '2026-12-10', end_date: null })).toEqual({});
  });
});
