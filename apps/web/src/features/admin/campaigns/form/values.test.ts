import { campaignInput } from '@ih/contract/admin-campaigns';
import { describe, expect, it } from 'vitest';
import { valuesToBody } from './body';
import {
  BUDGET_FIELDS,
  budgetFieldVisible,
  type CampaignValues,
  campaignResolver,
  emptyCampaign,
  formPathOf,
  formToValues,
  isoToIstLocal,
  istLocalToIso,
} from './values';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function filled(over: Partial<CampaignValues> = {}): CampaignValues {
  return {
    ...emptyCampaign(id(1)),
    event_name: 'Diwali Glow',
    campaign_title: 'Glow with us',
    platform_ids: [id(2)],
    deliverables: [{ ...emptyCampaign().deliverables[0]!, deliverable_type_id: id(3) }],
    fixed_price: '5000',
    ...over,
  };
}

describe('budget field visibility', () => {
  it('shows per type what the budget asks for', () => {
    expect(BUDGET_FIELDS.fixed).toEqual(['fixed_price', 'excepted_price_range']);
    expect(BUDGET_FIELDS['get quote']).toEqual(['excepted_price_range']);
    expect(BUDGET_FIELDS['fixed affiliate']).toEqual(['fixed_commission_per_sale', 'coupon_code']);
    expect(budgetFieldVisible('get quote', 'fixed_price')).toBe(false);
    expect(budgetFieldVisible('fixed affiliate', 'coupon_code')).toBe(true);
  });

  it('clears the amounts the chosen type hides, so a switch keeps no stale price', () => {
    const body = valuesToBody(
      filled({
        budget_type: 'get quote',
        fixed_price: '5000',
        coupon_code: 'X',
        excepted_price_range: '1-2K',
      }),
    );
    expect(body).toMatchObject({ fixed_price: null, coupon_code: null, excepted_price_range: '1-2K' });
    const aff = valuesToBody(filled({ budget_type: 'fixed affiliate', fixed_commission_per_sale: '150' }));
    expect(aff).toMatchObject({
      fixed_price: null,
      fixed_commission_per_sale: 150,
      excepted_price_range: null,
    });
  });
});

describe('submission deadline in India time', () => {
  it('reads a stored UTC time as the local India value and back', () => {
    expect(isoToIstLocal('2030-01-31T12:30:00.000Z')).toBe('2030-01-31T18:00');
    expect(istLocalToIso('2030-01-31T18:00')).toBe('2030-01-31T18:00:00+05:30');
    expect(new Date(istLocalToIso(isoToIstLocal('2030-05-01T20:15:00.000Z'))).toISOString()).toBe(
      '2030-05-01T20:15:00.000Z',
    );
    expect(isoToIstLocal(null)).toBe('');
  });
});

describe('form to body', () => {
  it('builds a body the contract accepts for each budget type', () => {
    for (const budget_type of ['fixed', 'get quote', 'fixed affiliate'] as const) {
      const body = valuesToBody(
        filled({ budget_type, fixed_commission_per_sale: '100', submission_deadline: '2030-01-31T18:00' }),
      );
      expect(campaignInput.safeParse(body).success).toBe(true);
    }
  });

  it('shows the budget and date rules together with the field errors', async () => {
    const result = await campaignResolver(
      filled({ fixed_price: '', influencer_required: '', start_date: '2030-02-01', end_date: '2030-01-01' }),
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(Object.keys(result.errors).sort()).toEqual(['end_date', 'fixed_price', 'influencer_required']);
    expect(result.errors.fixed_price?.message).toBe('Enter the fixed price for a fixed campaign.');
  });

  it('sends terms as text, keeps deliverable and reference ids, and blanks as none', () => {
    const body = valuesToBody(
      filled({
        terms_conditions: [{ value: 'No competitor brands' }],
        references: [{ _id: id(9), description: 'Mood board', link: 'https://example.com' }],
        deliverables: [{ ...emptyCampaign().deliverables[0]!, _id: id(8), deliverable_type_id: id(3) }],
      }),
    );
    expect(body.terms_conditions).toEqual(['No competitor brands']);
    expect(body.references?.[0]?._id).toBe(id(9));
    expect(body.deliverables[0]).toMatchObject({ _id: id(8), deliverable_type_id: id(3), posting_time: '' });
    expect(body).toMatchObject({
      event_date: null,
      language_id: null,
      brand_logo: null,
      submission_deadline: null,
    });
  });

  it('loads the stored form values and maps them back unchanged', () => {
    const values = filled({
      terms_conditions: [{ value: 'A' }],
      product_image: ['/files/abc'],
      submission_deadline: '2030-01-31T18:00',
    });
    const body = valuesToBody(values);
    const stored = {
      ...body,
      status: 'active' as const,
      event_date: null,
      location: '',
      product_title: '',
      references: [],
      campaign_type: '',
      hashtags: '',
      submission_deadline: '2030-01-31T12:30:00.000Z',
      additional_instructions: '',
      terms_conditions: ['A'],
      deliverables: [
        {
          ...body.deliverables[0]!,
          _id: id(7),
          format: null,
          duration: null,
          dimensions: null,
          posting_date: null,
          posting_time: null,
          notes: null,
          remarks: null,
        },
      ],
      excepted_price_range: null,
      fixed_price: 5000,
      fixed_commission_per_sale: null,
      coupon_code: null,
      influencer_required: 1,
      category_ids: [],
      product_image: ['/files/abc'],
    };
    const back = formToValues(stored as Parameters<typeof formToValues>[0]);
    expect(back.submission_deadline).toBe('2030-01-31T18:00');
    expect(back.terms_conditions).toEqual([{ value: 'A' }]);
    expect(back.deliverables[0]?._id).toBe(id(7));
    expect(back.fixed_price).toBe('5000');
    expect(back.brand_logo).toBe('');
  });
});

describe('error paths', () => {
  it('points a term message at its input and leaves others alone', () => {
    expect(formPathOf('terms_conditions.2')).toBe('terms_conditions.2.value');
    expect(formPathOf('deliverables.0.deliverable_type_id')).toBe('deliverables.0.deliverable_type_id');
  });
});
