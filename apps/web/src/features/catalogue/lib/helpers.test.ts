import { describe, expect, it } from 'vitest';
import { budgetTypeLabel, isQuoteBudget, savedBudgetText } from './budget';
import {
  advancedCount,
  campaignFiltersToParams,
  campaignListQueryOf,
  EMPTY_FILTERS,
  parseCampaignFilters,
  withFilter,
} from './campaign-filters';
import { filterChips } from './filter-chips';
import { cardSummary, firstText, websiteHref, websiteLabel } from './text';

const budget = (over: Partial<Parameters<typeof savedBudgetText>[0]>) => ({
  budget_type: 'fixed' as const,
  excepted_price_range: null,
  fixed_commission_per_sale: null,
  ...over,
});

describe('budget wording', () => {
  it("labels 'get quote' as 'Quote' and the others as the documents name them", () => {
    expect(budgetTypeLabel('get quote')).toBe('Quote');
    expect(budgetTypeLabel('fixed')).toBe('Fixed');
    expect(budgetTypeLabel('fixed affiliate')).toBe('Fixed Affiliate');
    expect(isQuoteBudget('get quote')).toBe(true);
    expect(isQuoteBudget('fixed')).toBe(false);
  });

  it('reads an affiliate budget per sale, TBD when the commission is not set', () => {
    expect(savedBudgetText(budget({ budget_type: 'fixed affiliate', fixed_commission_per_sale: 1500 }))).toBe(
      '₹1,500 per sale',
    );
    expect(savedBudgetText(budget({ budget_type: 'fixed affiliate', fixed_commission_per_sale: 0 }))).toBe(
      '₹0 per sale',
    );
    expect(savedBudgetText(budget({ budget_type: 'fixed affiliate' }))).toBe('TBD per sale');
  });

  it('reads other budgets as the expected range, else Negotiable', () => {
    expect(savedBudgetText(budget({ excepted_price_range: '₹5,000 - ₹12,000' }))).toBe('₹5,000 - ₹12,000');
    expect(savedBudgetText(budget({ budget_type: 'get quote', excepted_price_range: '  ' }))).toBe(
      'Negotiable',
    );
    expect(savedBudgetText(budget({}))).toBe('Negotiable');
  });
});

describe('card text', () => {
  it('cuts at the limit and adds an ellipsis, counting collapsed whitespace', () => {
    const long = 'a'.repeat(130);
    expect(cardSummary(long, 120)).toBe(`${'a'.repeat(120)}...`);
    expect(cardSummary('a'.repeat(120), 120)).toBe('a'.repeat(120));
    expect(cardSummary('one\n\n  two', 100)).toBe('one two');
    expect(cardSummary(null, 100)).toBe('');
  });

  it('falls back through titles and names', () => {
    expect(firstText(['', 'Diwali Drive'], 'Untitled Campaign')).toBe('Diwali Drive');
    expect(firstText([' ', null, undefined], 'Untitled Campaign')).toBe('Untitled Campaign');
    expect(firstText([undefined], 'Unknown Brand')).toBe('Unknown Brand');
  });

  it('prefixes https:// to a bare website and shows it without the scheme', () => {
    expect(websiteHref('brand.in')).toBe('https://brand.in');
    expect(websiteHref('http://brand.in')).toBe('http://brand.in');
    expect(websiteHref('  ')).toBeNull();
    expect(websiteLabel('https://www.brand.in/')).toBe('www.brand.in');
  });
});

describe('campaign filters in the URL', () => {
  it('reads every filter and the page back from what it wrote', () => {
    const filters = {
      search: 'diwali',
      applied: 'not-applied' as const,
      budgetType: 'get quote' as const,
      category: 'Food',
      language: 'Hindi',
      platform: 'Instagram',
      minimumFollower: '7b35aedb-ab9a-4fbd-8c04-4fc32c6ee046',
      location: 'Karnataka',
      deadlineFrom: '2026-12-01',
      deadlineTo: '2026-12-31',
      page: 3,
    };
    const params = campaignFiltersToParams(filters);
    expect(params.get('budgetType')).toBe('get quote');
    expect(parseCampaignFilters(new URLSearchParams(params.toString()))).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(campaignFiltersToParams(EMPTY_FILTERS).toString()).toBe('');
    expect(parseCampaignFilters(new URLSearchParams())).toEqual({ ...EMPTY_FILTERS });
  });

  it('drops malformed values from a hand-edited link', () => {
    const f = parseCampaignFilters(
      new URLSearchParams(
        'applied=maybe&budgetType=free&minimumFollower=10K&deadlineFrom=tomorrow&page=-2&category=all',
      ),
    );
    expect(f).toEqual({ ...EMPTY_FILTERS });
  });

  it('starts again from page 1 when a filter changes', () => {
    expect(withFilter({ ...EMPTY_FILTERS, page: 4 }, { category: 'Food' })).toMatchObject({
      category: 'Food',
      page: 1,
    });
  });

  it('asks the API for active campaigns, 12 a page', () => {
    expect(campaignListQueryOf({ ...EMPTY_FILTERS, search: '  tea ', page: 2 })).toMatchObject({
      status: 'active',
      page: 2,
      limit: 12,
      search: 'tea',
    });
  });

  it('makes one chip per active filter and counts the dialog ones', () => {
    const f = { ...EMPTY_FILTERS, budgetType: 'get quote' as const, category: 'Food', minimumFollower: 'x' };
    const chips = filterChips(f, { budgetType: budgetTypeLabel, followerBucket: () => '10K+' });
    expect(chips.map((c) => c.label)).toEqual(['Budget: Quote', 'Category: Food', 'Followers: 10K+']);
    expect(advancedCount(f)).toBe(2);
  });
});
