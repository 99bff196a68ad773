import { AUTH_MESSAGES } from '@ih/contract/auth';
import { BRAND_TEAM_MESSAGES as M } from '@ih/contract/brand-team-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffBrands, staffUsers } from '../src/db/schema/accounts.ts';
import { authHeader, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand } from './factories/catalogue.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

/*
 * Issue 28 part 2: a brand's owners (and admins) add and remove people by e-mail; members only look;
 * the last owner stays; someone removed from their last team is signed out at once, and someone still
 * on other teams loses this brand at once.
 */

let t: TestContext;
type H = Record<string, string>;
let adminH: H;

let seq = 0;
const email = (who: string) => `${who}.${Date.now().toString(36)}${++seq}@brand.example.in`;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: H, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const members = (brandId: string, h: H) => call('GET', `/v1/admin/brands/${brandId}/members`, h);
const add = (brandId: string, h: H, body: object) =>
  call('POST', `/v1/admin/brands/${brandId}/members`, h, body);
const remove = (brandId: string, h: H, staffId: string) =>
  call('DELETE', `/v1/admin/brands/${brandId}/members/${staffId}`, h);

/** A brand with an owner and a member, each signed in. */
async function team() {
  const brand = await createBrand(t.db);
  const owner = await createStaff(t.db, { role: 'brand', brandIds: [brand.id], name: 'Owner One' });
  const member = await createStaff(t.db, {
    role: 'brand',
    brandIds: [brand.id],
    brandRole: 'member',
    name: 'Member One',
  });
  return {
    brand,
    owner,
    member,
    ownerH: authHeader(await tokenFor(t.db, { staffId: owner.id })),
    memberH: authHeader(await tokenFor(t.db, { staffId: member.id })),
  };
}

beforeAll(async () => {
  t = await createTestContext();
  adminH = authHeader(await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id }));
});
afterAll(() => t.close());

describe('the team list', () => {
  it('shows owners first, to the team and to admins; another brand’s people get 404', async () => {
    const w = await team();
    for (const h of [w.ownerH, w.memberH, adminH]) {
      const res = await members(w.brand.id, h);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.map((m: { _id: string; role: string }) => [m._id, m.role])).toEqual([
        [w.owner.id, 'owner'],
        [w.member.id, 'member'],
      ]);
    }
    const stranger = await team();
    const res = await members(w.brand.id, stranger.ownerH);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(w.owner.email);
  });
});

describe('adding people', () => {
  it('gives a new e-mail a brand account on this team, e-mails how to sign in, and they can sign in', async () => {
    const w = await team();
    const who = email('nisha');
    const res = await add(w.brand.id, w.ownerH, {
      email: who.toUpperCase(),
      name: 'Nisha Rao',
      role: 'member',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.added('Nisha Rao', w.brand.name),
      data: { email: who, name: 'Nisha Rao', role: 'member', status: 'active' },
    });
    const [account] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, who));
    expect(account).toMatchObject({ role: 'brand', name: 'Nisha Rao' });

    await runQueue(t);
    const mail = t.mails.filter((m) => m.to === who);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe(`You are on the ${w.brand.name} team on Influence Hub`);
    expect(mail[0]!.text).toContain('Owner One added you');
    expect(mail[0]!.text).toContain('http://localhost:3000/admin/signin');

    const sent = await t.app.inject({ method: 'POST', url: '/v1/admin/send-otp', payload: { contact: who } });
    expect(sent.statusCode, sent.body).toBe(200);
  });

  it('adds an existing brand account to this brand too, keeping its name; an admin’s e-mail is refused', async () => {
    const w = await team();
    const elsewhere = await team();
    const res = await add(w.brand.id, w.ownerH, {
      email: elsewhere.owner.email,
      name: 'Another Name',
      role: 'owner',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ _id: elsewhere.owner.id, name: 'Owner One', role: 'owner' });
    // Their very next request sees both brands.
    expect((await call('GET', `/v1/admin/brands/${w.brand.id}`, elsewhere.ownerH)).statusCode).toBe(200);
    expect((await call('GET', `/v1/admin/brands/${elsewhere.brand.id}`, elsewhere.ownerH)).statusCode).toBe(
      200,
    );

    const admin = await createStaff(t.db, { role: 'admin' });
    const refused = await add(w.brand.id, w.ownerH, { email: admin.email, name: 'Admin', role: 'member' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.adminEmail);
  });

  it('refuses a suspended account with a sentence', async () => {
    const w = await team();
    const suspended = await createStaff(t.db, { role: 'brand', brandIds: [(await createBrand(t.db)).id] });
    await t.db.update(staffUsers).set({ status: 'suspended' }).where(eq(staffUsers.id, suspended.id));
    const res = await add(w.brand.id, w.ownerH, { email: suspended.email, name: 'S', role: 'member' });
    expect(res.statusCode).toBe(400);
    const named = await add(w.brand.id, w.ownerH, { email: suspended.email, name: 'Susan', role: 'member' });
    expect(named.statusCode).toBe(409);
    expect(named.json().message).toBe(M.suspended);
  });

  it('lets an admin add people, and changes the role of someone already on the team', async () => {
    const w = await team();
    const promoted = await add(w.brand.id, adminH, { email: w.member.email, name: 'x x', role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: M.roleChanged('Member One', 'owner'),
      data: { role: 'owner' },
    });
    const same = await add(w.brand.id, adminH, { email: w.member.email, name: 'x x', role: 'owner' });
    expect(same.json().message).toBe(M.unchanged('Member One'));
  });

  it('refuses a member with a sentence (403), and changes nothing', async () => {
    const w = await team();
    const res = await add(w.brand.id, w.memberH, { email: email('x'), name: 'New Person', role: 'member' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.ownersOnly);
    const gone = await remove(w.brand.id, w.memberH, w.owner.id);
    expect(gone.statusCode).toBe(403);
    expect(gone.json().message).toBe(M.ownersOnly);
    expect((await members(w.brand.id, adminH)).json().data).toHaveLength(2);
  });
});

describe('the last owner', () => {
  it('cannot be removed or made a member (422), by themselves or by an admin', async () => {
    const w = await team();
    for (const h of [w.ownerH, adminH]) {
      const gone = await remove(w.brand.id, h, w.owner.id);
      expect(gone.statusCode).toBe(422);
      expect(gone.json().message).toBe(M.lastOwner);
      const demoted = await add(w.brand.id, h, { email: w.owner.email, name: 'Owner One', role: 'member' });
      expect(demoted.statusCode).toBe(422);
      expect(demoted.json().message).toBe(M.lastOwner);
    }
  });

  it('stays when two owners remove each other at the same moment', async () => {
    const w = await team();
    const second = await createStaff(t.db, { role: 'brand', brandIds: [w.brand.id] });
    const secondH = authHeader(await tokenFor(t.db, { staffId: second.id }));
    const answers = await Promise.all([
      remove(w.brand.id, w.ownerH, second.id),
      remove(w.brand.id, secondH, w.owner.id),
    ]);
    // One goes through; the other then finds the caller is no longer on the team (404) or is the last owner (422).
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const owners = await t.db
      .select()
      .from(staffBrands)
      .where(and(eq(staffBrands.brandId, w.brand.id), eq(staffBrands.role, 'owner')));
    expect(owners).toHaveLength(1);
  });

  it('can go once another owner is there', async () => {
    const w = await team();
    await add(w.brand.id, w.ownerH, { email: w.member.email, name: 'Member One', role: 'owner' });
    const res = await remove(w.brand.id, w.memberH, w.owner.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.removed('Owner One'));
  });
});

describe('removing people', () => {
  it('signs out at once someone left on no team, and refuses their next sign-in with what to do', async () => {
    const w = await team();
    expect((await call('GET', '/v1/admin/me', w.memberH)).statusCode).toBe(200);
    const res = await remove(w.brand.id, w.ownerH, w.member.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.removed('Member One'));
    expect((await call('GET', '/v1/admin/me', w.memberH)).statusCode).toBe(401);
    expect((await call('GET', `/v1/admin/brands/${w.brand.id}`, w.memberH)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/send-otp',
      payload: { contact: w.member.email },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(AUTH_MESSAGES.noBrand);
  });

  it('keeps the sessions of someone still on another team, who loses this brand at once (404)', async () => {
    const w = await team();
    const other = await createBrand(t.db);
    await t.db.insert(staffBrands).values({ staffId: w.member.id, brandId: other.id, role: 'member' });
    expect((await call('GET', `/v1/admin/brands/${w.brand.id}`, w.memberH)).statusCode).toBe(200);
    expect((await remove(w.brand.id, adminH, w.member.id)).statusCode).toBe(200);
    expect((await call('GET', `/v1/admin/brands/${w.brand.id}`, w.memberH)).statusCode).toBe(404);
    expect((await members(w.brand.id, w.memberH)).statusCode).toBe(404);
    expect((await call('GET', `/v1/admin/brands/${other.id}`, w.memberH)).statusCode).toBe(200);
    const listed = await call('GET', '/v1/admin/brands', w.memberH);
    expect(listed.json().data.map((b: { _id: string }) => b._id)).toEqual([other.id]);
  });

  it('answers 404 for someone not on the team, and for another brand', async () => {
    const w = await team();
    const stranger = await team();
    const res = await remove(w.brand.id, w.ownerH, stranger.member.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notMember);
    expect((await remove(stranger.brand.id, w.ownerH, stranger.member.id)).statusCode).toBe(404);
    expect((await call('GET', '/v1/admin/me', stranger.memberH)).statusCode).toBe(200);
  });
});
