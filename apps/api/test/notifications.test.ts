import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers } from '../src/db/schema/accounts.ts';
import { timers } from '../src/db/schema/events.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { categories } from '../src/db/schema/reference.ts';
import { drainQueue } from '../src/jobs/queue.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { ensureDigestTimer, nextDigestAt } from '../src/modules/notifications/weekly-digest.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { queueDeps, runQueue } from './support/queue.ts';

let t: TestContext;
let admin: { id: string; token: string };
let member: { id: string; token: string };
let otherMember: { id: string; token: string };
let brandA: string;
let brandB: string;

beforeAll(async () => {
  t = await createTestContext();
  brandA = (await createBrand(t.db)).id;
  brandB = (await createBrand(t.db)).id;
  const a = await createStaff(t.db, { role: 'admin' });
  admin = { id: a.id, token: await tokenFor(t.db, { staffId: a.id }) };
  const m = await createStaff(t.db, { role: 'brand', brandIds: [brandA] });
  member = { id: m.id, token: await tokenFor(t.db, { staffId: m.id }) };
  const o = await createStaff(t.db, { role: 'brand', brandIds: [brandB] });
  otherMember = { id: o.id, token: await tokenFor(t.db, { staffId: o.id }) };
});
afterAll(() => t.close());

const run = () => runQueue(t, EVENT_CONSUMERS);
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

async function creator() {
  const c = await createInfluencer(t.db);
  const [row] = await t.db
    .select({ email: influencers.email })
    .from(influencers)
    .where(eq(influencers.id, c.id));
  return { id: c.id, email: row!.email, token: await tokenFor(t.db, { influencerId: c.id }) };
}

async function pendingApplication(influencerId: string, brandId = brandA, campaign: object = {}) {
  const c = await createCampaign(t.db, { brandId, ...campaign });
  const app = await createApplication(t.db, {
    influencerId,
    campaignId: c.id,
    status: 'pending',
    quoteAskingAmount: 4200,
  });
  return { id: app.id, campaignId: c.id };
}

const listOf = async (token: string, side: 'influencer' | 'admin' = 'influencer', query = '') =>
  (await call('GET', `/v1/${side}/notifications${query}`, token)).json();

const mailsTo = (email: string) => t.mails.filter((m) => m.to === email);

describe('creator notifications', () => {
  it('tells the creator their application was accepted, in the app and by e-mail with one-click unsubscribe', async () => {
    const me = await creator();
    const a = await pendingApplication(me.id);
    const moved = await call('POST', `/v1/admin/applications/${a.id}/transition`, admin.token, {
      to: 'accepted',
      final_amount: 6500,
    });
    expect(moved.statusCode).toBe(200);
    await run();

    const list = await listOf(me.token);
    expect(list.unreadCount).toBe(1);
    expect(list.data).toHaveLength(1);
    const [n] = list.data;
    expect(n).toMatchObject({ type: 'application.accepted', category: 'applications', readAt: null });
    expect(n.title).toMatch(/^Application accepted: /);
    expect(n.body).toContain('₹6,500');
    expect(n.link).toBe(`/work/details/${a.campaignId}`);

    const mails = mailsTo(me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(n.title);
    expect(mails[0]!.html).toContain(`http://localhost:3000/work/details/${a.campaignId}`);
    expect(mails[0]!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /<(.+)>/.exec(mails[0]!.headers?.['List-Unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toBeDefined();

    // The mail client's one-click POST (RFC 8058) switches that category off.
    const url = new URL(unsubscribe!);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ category: 'applications' });
    const prefs = (await call('GET', '/v1/influencer/notification-preferences', me.token)).json().data;
    expect(prefs.find((p: { category: string }) => p.category === 'applications').email).toBe(false);

    // Next time: in the app, and no e-mail.
    const b = await pendingApplication(me.id);
    await call('POST', `/v1/admin/applications/${b.id}/transition`, admin.token, {
      to: 'declined',
      reason: 'Audience too small',
    });
    await run();
    const again = await listOf(me.token);
    expect(again.data[0]).toMatchObject({ type: 'application.declined' });
    expect(again.data[0].body).toContain('Reason: Audience too small');
    expect(mailsTo(me.email)).toHaveLength(1);
  });

  it('refuses a tampered unsubscribe token and changes nothing', async () => {
    const me = await creator();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/v1/notifications/unsubscribe?token=c.${me.id}.applications.0000000000000000000000000000000`,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/not valid/);
    const prefs = (await call('GET', '/v1/influencer/notification-preferences', me.token)).json().data;
    expect(prefs.find((p: { category: string }) => p.category === 'applications').email).toBe(true);
  });

  it('sends rework, approval and post-live notifications with links to where the creator acts', async () => {
    const me = await creator();
    const c = await createCampaign(t.db, { brandId: brandA });
    const app = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: c.id,
      status: 'pending review',
    });
    await call('POST', `/v1/admin/applications/${app.id}/transition`, admin.token, {
      to: 'rework',
      reason: 'Show the box',
    });
    await run();
    const [rework] = (await listOf(me.token)).data;
    expect(rework).toMatchObject({ type: 'work.rework', link: `/work/rework-details/${app.id}` });
    expect(rework.body).toContain('Reason: Show the box');

    const approved = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: (await createCampaign(t.db, { brandId: brandA })).id,
      status: 'pending review',
    });
    await call('POST', `/v1/admin/applications/${approved.id}/transition`, admin.token, { to: 'approved' });
    await run();
    expect((await listOf(me.token)).data[0]).toMatchObject({
      type: 'work.approved',
      link: `/work/approved-details/${approved.id}`,
    });
  });

  it('tells a suspended creator nothing', async () => {
    const me = await creator();
    const a = await pendingApplication(me.id);
    await t.db.update(influencers).set({ status: 'suspended' }).where(eq(influencers.id, me.id));
    await call('POST', `/v1/admin/applications/${a.id}/transition`, admin.token, {
      to: 'accepted',
      final_amount: 100,
    });
    await run();
    const rows = await t.db.select().from(notifications).where(eq(notifications.recipientId, me.id));
    expect(rows).toEqual([]);
    expect(mailsTo(me.email)).toEqual([]);
  });
});

describe('staff notifications', () => {
  it("tells admins and the brand's own members of submitted work, never another brand's member", async () => {
    const me = await creator();
    const c = await createCampaign(t.db, { brandId: brandA });
    const app = await createApplication(t.db, { influencerId: me.id, campaignId: c.id, status: 'rework' });
    // The creator resubmits: the event the staff hear about.
    const { recordEvent } = await import('../src/events/record.ts');
    await t.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'submission.versioned',
        actor: { kind: 'influencer', id: me.id },
        at: t.clock.now(),
        applicationId: app.id,
        campaignId: c.id,
        influencerId: me.id,
        payload: { version: 2, items: 1 },
      }),
    );
    await run();
    for (const who of [admin, member]) {
      const list = await listOf(who.token, 'admin');
      expect(list.data.find((n: { link: string }) => n.link === `/admin/reviews/${app.id}`)).toMatchObject({
        type: 'staff.submission',
        category: 'reviews',
      });
    }
    const other = await listOf(otherMember.token, 'admin');
    expect(other.data.find((n: { link: string }) => n.link === `/admin/reviews/${app.id}`)).toBeUndefined();
  });

  it("tells the brand's staff when a creator withdraws a pending application (issue 26)", async () => {
    const me = await creator();
    const app = await pendingApplication(me.id);
    const res = await call('POST', `/v1/influencer/apply/${app.id}/withdraw`, me.token);
    expect(res.statusCode, res.body).toBe(200);
    await run();
    for (const who of [admin, member]) {
      const list = await listOf(who.token, 'admin');
      expect(
        list.data.find((n: { link: string }) => n.link === `/admin/applications/${app.id}`),
      ).toMatchObject({ type: 'staff.withdrawn', category: 'applications' });
    }
    const other = await listOf(otherMember.token, 'admin');
    expect(
      other.data.find((n: { link: string }) => n.link === `/admin/applications/${app.id}`),
    ).toBeUndefined();
    // The creator did it: nothing to tell them.
    const mine = await listOf(me.token);
    expect(
      mine.data.find((n: { title: string }) => n.title.startsWith('Application withdrawn')),
    ).toBeUndefined();
  });

  it('acting on an application reads what the bell told the one who acted about it, and only that (issue 26 E)', async () => {
    const { recordEvent } = await import('../src/events/record.ts');
    const me = await creator();
    const submitted = async () => {
      // One application per creator and campaign.
      const campaign = await createCampaign(t.db, { brandId: brandA });
      const app = await createApplication(t.db, {
        influencerId: me.id,
        campaignId: campaign.id,
        status: 'pending review',
      });
      await t.db.transaction((tx) =>
        recordEvent(tx, {
          type: 'submission.versioned',
          actor: { kind: 'influencer', id: me.id },
          at: t.clock.now(),
          applicationId: app.id,
          campaignId: campaign.id,
          influencerId: me.id,
          payload: { version: 1, items: 1 },
        }),
      );
      return app;
    };
    const [reviewed, waiting] = [await submitted(), await submitted()];
    const campaign = await createCampaign(t.db, { brandId: brandA });
    const posted = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: campaign.id,
      status: 'final posted',
      finalAmount: 3000,
    });
    await t.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'payout.due_soon',
        actor: { kind: 'system', id: null },
        at: t.clock.now(),
        applicationId: posted.id,
        campaignId: campaign.id,
        brandId: brandA,
        influencerId: me.id,
        payload: { amount: 3000, dueDate: '2026-12-01' },
      }),
    );
    await run();
    const unreadAbout = async (who: { token: string }, link: string) =>
      (await listOf(who.token, 'admin', '?limit=100')).data.filter(
        (n: { link: string; readAt: string | null }) => n.link === link && n.readAt === null,
      ).length;
    const unread = async (who: { token: string }) => (await listOf(who.token, 'admin')).unreadCount;
    expect(await unreadAbout(admin, `/admin/reviews/${reviewed.id}`)).toBe(1);
    expect(await unreadAbout(member, `/admin/reviews/${reviewed.id}`)).toBe(1);
    const before = await unread(admin);

    // A review decision: the admin's notification about that work is read; the other work's stays.
    const rework = await call('POST', `/v1/admin/applications/${reviewed.id}/transition`, admin.token, {
      to: 'rework',
      reasonCode: 'quality',
    });
    expect(rework.statusCode).toBe(200);
    expect(await unreadAbout(admin, `/admin/reviews/${reviewed.id}`)).toBe(0);
    expect(await unreadAbout(admin, `/admin/reviews/${waiting.id}`)).toBe(1);
    expect(await unread(admin)).toBe(before - 1);
    // Only the one who acted: the brand's member was told too and has not acted.
    expect(await unreadAbout(member, `/admin/reviews/${reviewed.id}`)).toBe(1);

    // A payment reads the payout reminders of the tasks it pays.
    const payoutsUnread = async () =>
      (await listOf(admin.token, 'admin', '?limit=100')).data.filter(
        (n: { type: string; readAt: string | null }) => n.type === 'staff.payout-due' && n.readAt === null,
      ).length;
    expect(await payoutsUnread()).toBe(1);
    const paid = await call('POST', '/v1/admin/payments', admin.token, {
      influencerId: me.id,
      applicationIds: [posted.id],
    });
    expect(paid.statusCode).toBe(201);
    expect(await payoutsUnread()).toBe(0);
    expect(await unread(admin)).toBe(before - 2);
  });

  it("collects a campaign's new applications into one digest an hour, not one per application", async () => {
    const c = await createCampaign(t.db, { brandId: brandB });
    for (let i = 0; i < 3; i++) {
      const me = await creator();
      const res = await call('POST', '/v1/influencer/apply', me.token, {
        taskId: c.id,
        quoteAskingAmount: 1000 + i,
      });
      expect([200, 201]).toContain(res.statusCode);
    }
    await run();
    const before = (await listOf(otherMember.token, 'admin')).data.filter(
      (n: { type: string }) => n.type === 'staff.applications',
    );
    expect(before).toHaveLength(0);
    t.clock.advance(61 * 60 * 1000);
    await run();
    const digests = (await listOf(otherMember.token, 'admin')).data.filter(
      (n: { type: string }) => n.type === 'staff.applications',
    );
    expect(digests).toHaveLength(1);
    expect(digests[0].title).toMatch(/^3 new applications: /);
    expect(digests[0].link).toBe(`/admin/applications?status=pending&taskId=${c.id}`);
    // Brand A's member hears nothing of brand B.
    const memberList = (await listOf(member.token, 'admin')).data;
    expect(memberList.find((n: { link: string }) => n.link.includes(c.id))).toBeUndefined();
  });
});

describe('reading and preferences', () => {
  it("marks one or all read, and refuses another person's id with 404, changing nothing", async () => {
    const me = await creator();
    const someoneElse = await creator();
    for (const who of [me, someoneElse]) {
      const a = await pendingApplication(who.id);
      await call('POST', `/v1/admin/applications/${a.id}/transition`, admin.token, {
        to: 'declined',
        reason: 'Full',
      });
      const b = await pendingApplication(who.id);
      await call('POST', `/v1/admin/applications/${b.id}/transition`, admin.token, {
        to: 'declined',
        reason: 'Full',
      });
    }
    await run();
    const mine = (await listOf(me.token)).data;
    const theirs = (await listOf(someoneElse.token)).data;
    expect(mine).toHaveLength(2);

    const refused = await call('POST', '/v1/influencer/notifications/read', me.token, {
      ids: [mine[0]._id, theirs[0]._id],
    });
    expect(refused.statusCode).toBe(404);
    expect((await listOf(me.token)).unreadCount).toBe(2);
    expect((await listOf(someoneElse.token)).unreadCount).toBe(2);

    const one = await call('POST', '/v1/influencer/notifications/read', me.token, { ids: [mine[0]._id] });
    expect(one.json().data).toEqual({ updated: 1, unreadCount: 1 });
    const unread = await listOf(me.token, 'influencer', '?unreadOnly=true');
    expect(unread.data.map((n: { _id: string }) => n._id)).toEqual([mine[1]._id]);
    const all = await call('POST', '/v1/influencer/notifications/read', me.token, { all: true });
    expect(all.json().data).toEqual({ updated: 1, unreadCount: 0 });
    expect((await call('GET', '/v1/influencer/notifications/unread-count', me.token)).json().data).toEqual({
      count: 0,
    });
    expect((await listOf(someoneElse.token)).unreadCount).toBe(2);
  });

  it('validates the read body and the preferences, naming the field', async () => {
    const me = await creator();
    for (const payload of [{}, { ids: [] }, { ids: ['nope'] }, { all: false }]) {
      const res = await call('POST', '/v1/influencer/notifications/read', me.token, payload);
      expect(res.statusCode).toBe(400);
    }
    const bad = await call('PUT', '/v1/influencer/notification-preferences', me.token, {
      preferences: [{ category: 'nonsense', email: true }],
    });
    expect(bad.statusCode).toBe(400);
    const locked = await call('PUT', '/v1/influencer/notification-preferences', me.token, {
      preferences: [{ category: 'payments', email: false }],
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().errors).toHaveProperty(['preferences.0.email']);
    const staffOnly = await call('PUT', '/v1/influencer/notification-preferences', me.token, {
      preferences: [{ category: 'reviews', email: false }],
    });
    expect(staffOnly.statusCode).toBe(400);
    expect(staffOnly.json().errors).toHaveProperty(['preferences.0.category']);

    const ok = await call('PUT', '/v1/influencer/notification-preferences', me.token, {
      preferences: [{ category: 'digest', email: true }],
    });
    expect(ok.statusCode).toBe(200);
    const prefs = ok.json().data as {
      category: string;
      email: boolean;
      inApp: boolean;
      emailLocked: boolean;
    }[];
    expect(prefs.map((p) => p.category)).toEqual([
      'applications',
      'work',
      'payments',
      'reminders',
      'digest',
      'messages',
      'invitations',
    ]);
    expect(prefs.find((p) => p.category === 'digest')!.email).toBe(true);
    expect(prefs.find((p) => p.category === 'payments')).toMatchObject({
      email: true,
      emailLocked: true,
      inApp: true,
    });
  });
});

describe('reminders', () => {
  it('reminds accepted work not yet submitted 48 hours before the deadline, once', async () => {
    const me = await creator();
    const deadline = new Date(t.clock.now().getTime() + 5 * 24 * 3600_000);
    const a = await pendingApplication(me.id, brandA, { submissionDeadline: deadline });
    await call('POST', `/v1/admin/applications/${a.id}/transition`, admin.token, {
      to: 'accepted',
      final_amount: 900,
    });
    await run();
    const remindersOf = async () =>
      (await listOf(me.token)).data.filter((n: { type: string }) => n.type === 'reminder.submission');
    t.clock.advance(2 * 24 * 3600_000);
    await run();
    expect(await remindersOf()).toHaveLength(0);
    t.clock.advance(24 * 3600_000 + 60_000);
    await run();
    await run();
    const reminders = await remindersOf();
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toMatch(/in 4[78] hours/);
  });
});

describe('weekly digest', () => {
  it('tells only creators who switched it on, once a week, about new campaigns in their niches', async () => {
    const [food] = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, 'Food'));
    const wants = await creator();
    const silent = await creator();
    for (const c of [wants, silent])
      await t.db
        .update(influencers)
        .set({ niches: ['Food'] })
        .where(eq(influencers.id, c.id));
    await call('PUT', '/v1/influencer/notification-preferences', wants.token, {
      preferences: [{ category: 'digest', email: true }],
    });
    const added = await createCampaign(t.db, { brandId: brandA, categoryIds: [food!.id] });
    // Made "now" by the test's clock, which earlier tests moved days on: the digest's week is the
    // clock's, and the real time the row was written may fall before it.
    await t.db.execute(
      sql`update campaigns set created_at = ${t.clock.now().toISOString()} where id = ${added.id}`,
    );
    await ensureDigestTimer(t.db, t.clock);
    t.clock.set(new Date(nextDigestAt(t.clock.now()).getTime() + 60_000));
    await run();
    await run();
    const digests = async (who: { token: string }) =>
      (await listOf(who.token)).data.filter((n: { type: string }) => n.type === 'digest.campaigns');
    const got = await digests(wants);
    expect(got).toHaveLength(1);
    expect(got[0].title).toMatch(/new campaigns? in your niches$/);
    expect(await digests(silent)).toHaveLength(0);
    // The next one is set a week on, not sent again now.
    const [timer] = await t.db.select().from(timers).where(eq(timers.key, 'weekly-digest'));
    expect(timer!.dueAt.getTime()).toBeGreaterThan(t.clock.now().getTime() + 6 * 24 * 3600_000);
  });
});

describe('exactly once', () => {
  it('gives one notification per person per event with two workers draining at once', async () => {
    const me = await creator();
    const apps = [];
    for (let i = 0; i < 5; i++) apps.push(await pendingApplication(me.id));
    for (const a of apps)
      await call('POST', `/v1/admin/applications/${a.id}/transition`, admin.token, {
        to: 'declined',
        reason: 'Full',
      });
    const deps = queueDeps(t, EVENT_CONSUMERS);
    await Promise.all([drainQueue(deps), drainQueue(deps)]);
    await run();
    const rows = await t.db.select().from(notifications).where(eq(notifications.recipientId, me.id));
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.eventId)).size).toBe(5);
    expect(mailsTo(me.email)).toHaveLength(5);
  });
});
