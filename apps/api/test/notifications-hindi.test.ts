import { formatDay } from '@ih/contract/payout-terms';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencers, staffUsers } from '../src/db/schema/accounts.ts';
import { notifications } from '../src/db/schema/notifications.ts';
import { recordEvent } from '../src/events/record.ts';
import { EVENT_CONSUMERS } from '../src/module-jobs.ts';
import { applicationContext } from '../src/modules/notifications/context.ts';
import { pushPayloadOf } from '../src/modules/notifications/push/send.ts';
import { authHeader, createInfluencer, createStaff, tokenFor } from './factories/accounts.ts';
import { createBrand, createCampaign } from './factories/catalogue.ts';
import { createApplication } from './factories/pipeline.ts';
import { createTestContext, type TestContext } from './harness.ts';
import { runQueue } from './support/queue.ts';

/*
 * What the server writes follows the reader's language (design §19, ADR 042): a Hindi creator's
 * notifications, their e-mails and pushes are in Hindi; an English creator's are word for word what
 * they were before the texts moved into the catalogue.
 */

let t: TestContext;
let admin: string;
let brandId: string;

beforeAll(async () => {
  t = await createTestContext();
  brandId = (await createBrand(t.db)).id;
  admin = await tokenFor(t.db, { staffId: (await createStaff(t.db, { role: 'admin' })).id });
});
afterAll(() => t.close());

const run = () => runQueue(t, EVENT_CONSUMERS);
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: authHeader(token), ...(payload ? { payload } : {}) });

async function creator(language: 'en' | 'hi') {
  const c = await createInfluencer(t.db, { language });
  const [row] = await t.db
    .select({ email: influencers.email, name: influencers.name })
    .from(influencers)
    .where(eq(influencers.id, c.id));
  return { id: c.id, ...row!, token: await tokenFor(t.db, { influencerId: c.id }) };
}

async function application(influencerId: string, status: string, finalAmount?: number) {
  const campaign = await createCampaign(t.db, { brandId });
  const app = await createApplication(t.db, {
    influencerId,
    campaignId: campaign.id,
    status: status as 'pending',
    quoteAskingAmount: 4200,
    ...(finalAmount ? { finalAmount } : {}),
  });
  const c = (await applicationContext(t.db, app.id))!;
  return { id: app.id, c };
}

/** The creator's newest notification row, its e-mail (if one went) and its push payload. */
async function latest(me: { id: string; email: string }) {
  const [n] = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, me.id))
    .orderBy(desc(notifications.createdAt))
    .limit(1);
  if (!n) throw new Error('no notification');
  const mail = t.mails.filter((m) => m.to === me.email && m.subject === n.title).at(-1);
  return { n, mail, push: pushPayloadOf(n) };
}

const schedule = (dates: string[]) =>
  dates.length ? ` Posting schedule: ${dates.map(formatDay).join(', ')}.` : '';

describe('notifications in the creator’s language', () => {
  it('accepts an application: Hindi for a Hindi creator, today’s English word for word for an English one', async () => {
    const en = await creator('en');
    const hi = await creator('hi');
    const a = await application(en.id, 'pending');
    const b = await application(hi.id, 'pending');
    for (const app of [a, b])
      expect(
        (
          await call('POST', `/v1/admin/applications/${app.id}/transition`, admin, {
            to: 'accepted',
            final_amount: 123456,
          })
        ).statusCode,
      ).toBe(200);
    await run();

    const english = await latest(en);
    expect(english.n.title).toBe(`Application accepted: ${a.c.campaignName}`);
    expect(english.n.body).toBe(
      `${a.c.brandName} accepted your application for ₹1,23,456.${schedule(a.c.postingDates)} Upload your work before the submission deadline.`,
    );
    expect(english.mail!.text).toContain(`Hi ${en.name},\n\n${english.n.body}\n\nOpen it in Influence Hub: `);
    expect(english.mail!.text).toContain(
      'You get this e-mail because "Applications" e-mails are on in your notification preferences.',
    );
    expect(english.mail!.html).toContain('<html lang="en">');
    expect(english.mail!.html).toContain('>Open in Influence Hub</a>');

    const hindi = await latest(hi);
    expect(hindi.n.title).toBe(`आवेदन स्वीकार हुआ: ${b.c.campaignName}`);
    expect(hindi.n.body).toMatch(
      new RegExp(
        `^${b.c.brandName} ने आपका आवेदन ₹1,23,456 के लिए स्वीकार कर लिया।.* सबमिशन की आख़िरी तारीख से पहले अपना काम अपलोड करें।$`,
      ),
    );
    expect(hindi.mail!.subject).toBe(hindi.n.title);
    expect(hindi.mail!.text).toContain(`नमस्ते ${hi.name},\n\n${hindi.n.body}\n\nइसे Influence Hub में खोलें: `);
    expect(hindi.mail!.text).toContain('"आवेदन" के ईमेल चालू हैं');
    expect(hindi.mail!.text).not.toMatch(/Hi |Open it|You get this/);
    expect(hindi.mail!.html).toContain('<html lang="hi">');
    expect(hindi.mail!.html).toContain('>Influence Hub में खोलें</a>');
    // A push carries the row's own words.
    expect(hindi.push).toMatchObject({ title: hindi.n.title, body: hindi.n.body });
  });

  it('asks for rework and approves the work in Hindi, with the reason code in Hindi and the staff’s words as written', async () => {
    const hi = await creator('hi');
    const en = await creator('en');
    const r = await application(hi.id, 'pending review');
    const e = await application(en.id, 'pending review');
    for (const app of [r, e])
      await call('POST', `/v1/admin/applications/${app.id}/transition`, admin, {
        to: 'rework',
        reasonCode: 'quality',
        reason: 'Show the box',
      });
    await run();
    const rework = await latest(hi);
    expect(rework.n.title).toBe(`बदलाव माँगे गए: ${r.c.campaignName}`);
    expect(rework.n.body).toBe(`${r.c.brandName} ने आपके काम में बदलाव माँगे हैं। कारण: क्वालिटी — Show the box`);
    expect(rework.mail!.text).toContain(rework.n.body);
    expect(rework.push.title).toBe(rework.n.title);
    const english = await latest(en);
    expect(english.n.title).toBe(`Rework requested: ${e.c.campaignName}`);
    expect(english.n.body).toBe(
      `${e.c.brandName} asked for changes to your work. Reason: Quality — Show the box`,
    );

    const ok = await application(hi.id, 'pending review');
    await call('POST', `/v1/admin/applications/${ok.id}/transition`, admin, { to: 'approved' });
    await run();
    const approved = await latest(hi);
    expect(approved.n.title).toBe(`काम मंज़ूर हुआ: ${ok.c.campaignName}`);
    expect(approved.n.body).toMatch(
      new RegExp(`^${ok.c.brandName} ने आपका काम मंज़ूर कर दिया। इसे तय तारीख पर पोस्ट करें।`),
    );
    expect(approved.mail!.subject).toBe(approved.n.title);
  });

  it('tells of a payment in Hindi with the same amount, and in today’s English to an English creator', async () => {
    const hi = await creator('hi');
    const en = await creator('en');
    const h = await application(hi.id, 'final posted', 3000);
    const e = await application(en.id, 'final posted', 3000);
    for (const [me, app] of [
      [hi, h],
      [en, e],
    ] as const)
      expect(
        (await call('POST', '/v1/admin/payments', admin, { influencerId: me.id, applicationIds: [app.id] }))
          .statusCode,
      ).toBe(201);
    await run();
    const hindi = await latest(hi);
    expect(hindi.n.type).toBe('payment.made');
    expect(hindi.n.title).toBe('पेमेंट हो गया: ₹3,000');
    expect(hindi.n.body).toMatch(new RegExp(`^${h.c.campaignName} के लिए ₹3,000 का पेमेंट`));
    expect(hindi.n.body).toMatch(/रसीद \S+ आपके पेमेंट पेज पर है।$/);
    expect(hindi.n.body).not.toMatch(/\b(for|was paid|Receipt)\b/);
    // Payment e-mails always go; the footer says why in Hindi.
    expect(hindi.mail!.text).toContain('पेमेंट के ईमेल आपको पेमेंट मिलने का रिकॉर्ड हैं');
    expect(hindi.push).toMatchObject({ title: hindi.n.title, body: hindi.n.body });

    const english = await latest(en);
    expect(english.n.title).toBe('Payment made: ₹3,000');
    expect(english.n.body).toMatch(
      new RegExp(`^₹3,000 for ${e.c.campaignName} was paid.*\\. Receipt \\S+ is on your Payments page\\.$`),
    );
    expect(english.mail!.text).toContain('Payment e-mails are your record of being paid and always go out.');
  });

  it('writes one event’s staff notification in each staff member’s own language', async () => {
    const otherBrand = (await createBrand(t.db)).id;
    const hindiMember = await createStaff(t.db, { role: 'brand', brandIds: [otherBrand] });
    const englishMember = await createStaff(t.db, { role: 'brand', brandIds: [otherBrand] });
    await t.db.update(staffUsers).set({ language: 'hi' }).where(eq(staffUsers.id, hindiMember.id));
    const me = await creator('hi');
    const campaign = await createCampaign(t.db, { brandId: otherBrand });
    const app = await createApplication(t.db, {
      influencerId: me.id,
      campaignId: campaign.id,
      status: 'rework',
    });
    const c = (await applicationContext(t.db, app.id))!;
    await t.db.transaction((tx) =>
      recordEvent(tx, {
        type: 'submission.versioned',
        actor: { kind: 'influencer', id: me.id },
        at: t.clock.now(),
        applicationId: app.id,
        campaignId: campaign.id,
        influencerId: me.id,
        payload: { version: 2, items: 1 },
      }),
    );
    await run();
    const hindi = await latest(hindiMember);
    const english = await latest(englishMember);
    expect(hindi.n).toMatchObject({
      type: 'staff.submission',
      title: `जाँचने के लिए काम: ${c.campaignName}`,
      body: `${c.creatorName} ने जाँच के लिए काम सबमिट किया है (वर्शन 2)।`,
    });
    expect(english.n).toMatchObject({
      type: 'staff.submission',
      title: `Work to review: ${c.campaignName}`,
      body: `${c.creatorName} submitted work (version 2) for review.`,
    });
  });
});
