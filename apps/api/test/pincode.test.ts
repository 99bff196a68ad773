import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// Encoded like a browser would, except '/' so a deeper path stays one.
const lookup = (pin: string) =>
  t.app.inject({ method: 'GET', url: `/pincode/${pin.split('/').map(encodeURIComponent).join('/')}` });
const NO_RECORDS = [{ Message: 'No records found', Status: 'Error', PostOffice: null }];

describe('GET /pincode/:pin', () => {
  it('answers a known pin code in the India Post shape, cacheable for a day', async () => {
    const res = await lookup('110001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(body).toHaveLength(1);
    const [first] = body;
    expect(first.Status).toBe('Success');
    expect(first.Message).toBe(`Number of pincode(s) found:${first.PostOffice.length}`);
    expect(first.PostOffice.length).toBeGreaterThan(1);
    expect(first.PostOffice[0]).toEqual({
      Name: expect.any(String),
      District: 'Central Delhi',
      State: 'Delhi',
      Country: 'India',
      Pincode: '110001',
      Circle: 'Delhi',
      Division: expect.any(String),
      Region: 'Delhi',
    });
    for (const office of first.PostOffice) expect(office.Pincode).toBe('110001');
  });

  it('fills Mumbai for 400001 with tidy division names', async () => {
    const [first] = (await lookup('400001')).json();
    expect(first.PostOffice[0]).toMatchObject({
      District: 'Mumbai',
      State: 'Maharashtra',
      Division: 'Mumbai South',
    });
  });

  it('answers official state names where the directory is outdated', async () => {
    // 605001 is Puducherry (the package says Pondicherry); 194101 is Leh, now Ladakh.
    expect((await lookup('605001')).json()[0].PostOffice[0].State).toBe('Puducherry');
    expect((await lookup('194101')).json()[0].PostOffice[0].State).toBe('Ladakh');
  });

  it.each([
    ['an unknown pin', '999999'],
    ['letters', 'abc'],
    ['five digits', '11000'],
    ['seven digits', '1100011'],
    ['digits with a space', '110 01'],
    ['a long string', '1'.repeat(80)],
    ['a very long string', '1'.repeat(500)],
    ['unicode digits', '١١٠٠٠١'],
    ['an encoded slash', '110%2F01'],
    ['a deeper path', '110001/extra'],
  ])('answers %s with No records found and 200', async (_what, pin) => {
    const res = await lookup(pin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NO_RECORDS);
  });
});
