import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('catalogue factories', () => {
  it('create a brand and a campaign with a CMP code', async () => {
    const brand = await createBrand(t.db);
    const c = await createCampaign(t.db, { brandId: brand.id });
    expect(c.code).toMatch(/^CMP-\d{6}$/);
    const again = await createCampaign(t.db, { brandId: brand.id, budgetType: 'get quote' });
    expect(again.id).not.toBe(c.id);
  });
});
