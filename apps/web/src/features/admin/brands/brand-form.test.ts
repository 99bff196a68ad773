import { brandInput } from '@ih/contract/admin-brands';
import { describe, expect, it } from 'vitest';
import { brandToBody, emptyBrand, humanise } from './brand-form';

describe('brand form to body', () => {
  it('sends blanks as none and leaves the country to the server when not chosen', () => {
    const body = brandToBody(
      { ...emptyBrand(), brand_name: 'Mamaearth', brand_company_name: 'Honasa' },
      'create',
    );
    expect(body).toMatchObject({ brand_logo: null, website_link: null, status: 'active' });
    expect(body.country_id).toBeUndefined();
    expect(brandInput.safeParse(body).success).toBe(true);
  });

  it('never sends the status on edit, so the Deactivate action is not undone', () => {
    const body = brandToBody(
      { ...emptyBrand(), brand_name: 'A', brand_company_name: 'B', status: 'active' },
      'edit',
    );
    expect('status' in body).toBe(false);
  });

  it('lets the contract reject what the server would', () => {
    const r = brandInput.safeParse(brandToBody({ ...emptyBrand(), website_link: 'not a site' }, 'create'));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path[0])).toEqual(
      expect.arrayContaining(['brand_name', 'brand_company_name', 'website_link']),
    );
  });
});

describe('messages', () => {
  it('names the field as the form labels it', () => {
    expect(humanise('brand_name is required')).toBe('Brand name is required');
    expect(humanise('website_link must be a web address')).toBe('Website must be a web address');
    expect(humanise('Choose a country from the list.')).toBe('Choose a country from the list.');
  });
});
