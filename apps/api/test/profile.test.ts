import { PROFILE_MESSAGES } from '@ih/contract/profile';
import { CREATOR_FIELD_MESSAGES } from '@ih/contract/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createInfluencer, tokenFor } from './factories/accounts.ts';
import { dataUrl, gifBytes, pdfBytes, pngBytes } from './factories/files.ts';
import { createTestContext, type TestContext } from './harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function signedIn() {
  const c = await createInfluencer(ctx.db, { upiId: null });
  return { ...c, token: await tokenFor(ctx.db, { influencerId: c.id }) };
}
const get = (token: string, url = '/v1/influencer/profile') =>
  ctx.app.inject({ method: 'GET', url, headers: authHeader(token) });
const put = (token: string, payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/v1/influencer/profile', payload, headers: authHeader(token) });

const ACCOUNT = '501004829912';
const fullUpdate = {
  name: 'Asha Rao',
  address: '4 Residency Road',
  country: 'india',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincode: '560025',
  portfolio_link: 'https://asha.example.in',
  description: 'Travel and food stories from South India.',
  social_platform: [
    {
      platform_name: 'Instagram',
      user_name: 'asha',
      profile_url: 'https://instagram.com/asha',
      type: 'Travel',
      followers: '1.2K',
    },
    { platform_name: '', user_name: '', profile_url: '', type: '', followers: '' },
  ],
  bank_details: {
    account_holder_name: 'Asha Rao',
    account_number: ACCOUNT,
    account_type: 'Savings',
    ifsc_code: 'hdfc0001234',
    bank_name: 'HDFC Bank',
    upi_id: 'asha@okhdfcbank',
    branch_name: 'Indiranagar',
  },
  email: 'hijack@example.com',
  mobile_number: '9000000000',
};

describe('profile', () => {
  it("GET answers the profile with the documents' fields; no bank number yet", async () => {
    const c = await signedIn();
    const res = await get(c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: c.id,
      name: c.name,
      email: c.email,
      mobile_number: c.mobileNumber,
      profile_image: null,
      social_platform: [],
      bank_details: { account_number: '', ifsc_code: '', upi_id: '' },
    });
  });

  it('PUT updates fields, replaces social rows, ignores e-mail/mobile and drops blank rows', async () => {
    const c = await signedIn();
    const res = await put(c.token, fullUpdate);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(PROFILE_MESSAGES.updated);
    const d = (await get(c.token)).json().data;
    expect(d).toMatchObject({
      name: 'Asha Rao',
      email: c.email,
      mobile_number: c.mobileNumber,
      portfolio_link: 'https://asha.example.in',
      bank_details: { ifsc_code: 'HDFC0001234', upi_id: 'asha@okhdfcbank', branch_name: 'Indiranagar' },
    });
    expect(d.social_platform).toHaveLength(1);
    expect(d.social_platform[0]).toMatchObject({
      platform_name: 'Instagram',
      type: 'Travel',
      followers: '1.2K',
    });

    await put(c.token, {
      state: 'Kerala',
      social_platform: [
        { platform_name: 'YouTube', profile_url: 'https://youtube.com/@asha', followers: '900' },
      ],
    });
    const after = (await get(c.token)).json().data;
    expect(after.state).toBe('Kerala');
    expect(after.name).toBe('Asha Rao');
    expect(after.social_platform.map((s: { platform_name: string }) => s.platform_name)).toEqual(['YouTube']);
  });

  it('encrypts the account number at rest, masks it in GET, and gives it in full only to the owner', async () => {
    const c = await signedIn();
    await put(c.token, fullUpdate);
    const { rows } = await ctx.database.pool.query('select * from influencers where id = $1', [c.id]);
    expect(rows).toHaveLength(1);
    for (const value of Object.values(rows[0])) expect(String(value)).not.toContain(ACCOUNT);
    expect(rows[0].bank_account_number_encrypted).toBeTruthy();

    expect((await get(c.token)).json().data.bank_details.account_number).toBe('XXXXXX9912');
    const full = await get(c.token, '/v1/influencer/profile/bank-account');
    expect(full.json().data.account_number).toBe(ACCOUNT);
    expect(full.headers['cache-control']).toBe('no-store');

    // The masked value sent back unchanged keeps the stored number.
    await put(c.token, {
      ...fullUpdate,
      bank_details: { ...fullUpdate.bank_details, account_number: 'XXXXXX9912' },
    });
    expect((await get(c.token, '/v1/influencer/profile/bank-account')).json().data.account_number).toBe(
      ACCOUNT,
    );
    // A mask that does not match what is stored is refused.
    const wrongMask = await put(c.token, {
      ...fullUpdate,
      bank_details: { ...fullUpdate.bank_details, account_number: 'XXXXXX0000' },
    });
    expect(wrongMask.statusCode).toBe(400);

    // Another creator sees only their own (empty) bank details.
    const other = await signedIn();
    expect((await get(other.token, '/v1/influencer/profile/bank-account')).json().data.account_number).toBe(
      '',
    );
    expect((await get(other.token)).json().data.name).toBe(other.name);
  });

  const refusals: [string, object, string][] = [
    ['missing state', { ...fullUpdate, state: undefined }, PROFILE_MESSAGES.state],
    ['blank state', { ...fullUpdate, state: '  ' }, PROFILE_MESSAGES.state],
    [
      'IFSC',
      { ...fullUpdate, bank_details: { ...fullUpdate.bank_details, ifsc_code: 'HDFC1234' } },
      PROFILE_MESSAGES.ifsc,
    ],
    [
      'UPI',
      { ...fullUpdate, bank_details: { ...fullUpdate.bank_details, upi_id: 'asha@' } },
      PROFILE_MESSAGES.upi,
    ],
    [
      'short account number',
      { ...fullUpdate, bank_details: { ...fullUpdate.bank_details, account_number: '12345678' } },
      PROFILE_MESSAGES.accountNumber,
    ],
    [
      'name over 60 characters (issue 12 §8)',
      { ...fullUpdate, name: 'A'.repeat(61) },
      CREATOR_FIELD_MESSAGES.nameTooLong,
    ],
    [
      'follower count (issue 12 §8)',
      { ...fullUpdate, social_platform: [{ platform_name: 'Instagram', followers: 'abc' }] },
      CREATOR_FIELD_MESSAGES.followers,
    ],
    [
      'long account number',
      { ...fullUpdate, bank_details: { ...fullUpdate.bank_details, account_number: '1'.repeat(19) } },
      PROFILE_MESSAGES.accountNumber,
    ],
  ];
  for (const [label, payload, message] of refusals) {
    it(`refuses a bad ${label} with 400 and a clear message`, async () => {
      const c = await signedIn();
      const res = await put(c.token, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    });
  }

  it('accepts a PNG or GIF profile image by magic bytes and serves its URL', async () => {
    const c = await signedIn();
    const res = await put(c.token, { state: 'Goa', profile_image: dataUrl('image/png', pngBytes()) });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.profile_image;
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\?/);
    // Sending the current URL back keeps the same file.
    await put(c.token, { state: 'Goa', profile_image: url });
    expect((await get(c.token)).json().data.profile_image.split('?')[0]).toBe(url.split('?')[0]);
    const gif = await put(c.token, { state: 'Goa', profile_image: dataUrl('image/gif', gifBytes()) });
    expect(gif.statusCode).toBe(200);
    expect(gif.json().data.profile_image.split('?')[0]).not.toBe(url.split('?')[0]);
  });

  it("refuses a non-image (415) and an image of 2 MB or more (413) with the spec's messages", async () => {
    const c = await signedIn();
    const pdf = await put(c.token, { state: 'Goa', profile_image: dataUrl('image/png', pdfBytes()) });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().message).toBe(PROFILE_MESSAGES.imageType);
    const big = Buffer.concat([pngBytes(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await put(c.token, { state: 'Goa', profile_image: dataUrl('image/png', big) });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(PROFILE_MESSAGES.imageSize);
    expect((await get(c.token)).json().data.profile_image).toBeNull();
  });

  it("cannot take another creator's uploaded file as its image", async () => {
    const a = await signedIn();
    const b = await signedIn();
    const res = await put(a.token, { state: 'Goa', profile_image: dataUrl('image/png', pngBytes()) });
    const url = res.json().data.profile_image;
    const steal = await put(b.token, { state: 'Goa', profile_image: url });
    expect(steal.statusCode).toBe(404);
    expect((await get(b.token)).json().data.profile_image).toBeNull();
  });

  it('stores a CV given as a PDF data URL', async () => {
    const c = await signedIn();
    const res = await put(c.token, { state: 'Goa', cv_url: dataUrl('application/pdf', pdfBytes()) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.cv_url).toMatch(/^\/files\//);
    const bad = await put(c.token, { state: 'Goa', cv_url: dataUrl('application/pdf', pngBytes()) });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe(PROFILE_MESSAGES.cvType);
  });
});
