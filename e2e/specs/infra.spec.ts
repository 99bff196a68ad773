import nodemailer from 'nodemailer';
import pg from 'pg';
import { expect, messagesTo, test, uniqueMobile, uniqueSuffix } from '../fixtures/index.ts';

/**
 * The test infrastructure itself: the SMTP receiver reads what nodemailer (the API's mailer) sends,
 * readOtp's resend semantics, the fake SMS provider, the staff fixture, axe and the console guard.
 * Independent of the product's screens, so a broken fixture shows up here first.
 */
function transport() {
  const url = process.env.E2E_SMTP_URL;
  if (!url) throw new Error('E2E_SMTP_URL is not set');
  return nodemailer.createTransport(url);
}

test.describe('e2e infrastructure', () => {
  test('readOtp reads a code from a plain-text mail', async ({ readOtp }) => {
    const to = `otp-${uniqueSuffix()}@e2e.example.com`;
    await transport().sendMail({ from: 'a@b.in', to, subject: 'Your code', text: 'Your OTP is 482913.' });
    expect(await readOtp(to)).toBe('482913');
  });

  test('readOtp decodes multipart, quoted-printable and UTF-8 subjects', async ({ readOtp }) => {
    const to = `Otp-${uniqueSuffix()}@E2E.example.com`;
    await transport().sendMail({
      from: 'Influence Hub <no-reply@influencehub.local>',
      to,
      subject: 'आपका कोड — Influence Hub ₹',
      text: `${'Namaste! '.repeat(20)}\nYour sign-in code: 731560\nIt is valid for 10 minutes.`,
      html: '<p>Your sign-in code: <b>731560</b></p>',
    });
    expect(await readOtp(to.toLowerCase())).toBe('731560');
    const [mail] = await messagesTo(to);
    expect(mail?.subject).toBe('आपका कोड — Influence Hub ₹');
    expect(mail?.text).toContain('valid for 10 minutes');
  });

  test('readOtp waits for a newer code after a resend', async ({ readOtp }) => {
    const to = `resend-${uniqueSuffix()}@e2e.example.com`;
    const mailer = transport();
    await mailer.sendMail({ from: 'a@b.in', to, subject: 'Code', text: 'Code 111111' });
    expect(await readOtp(to)).toBe('111111');
    // The newer code is sent while readOtp is (or may be) already polling; either way it must return
    // the newer code, never the one it already handed out.
    const later = readOtp(to);
    await mailer.sendMail({ from: 'a@b.in', to, subject: 'Code', text: 'Code 222222' });
    expect(await later).toBe('222222');
    await expect(readOtp(to, { timeoutMs: 500 })).rejects.toThrow(/No new sign-in code reached/);
  });

  test('readOtp reads an SMS sent through the fake provider', async ({ readOtp }) => {
    const mobile = uniqueMobile();
    const smsUrl = new URL('/sms', process.env.E2E_MAIL_URL);
    const res = await fetch(smsUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer e2e-sms-token' },
      body: JSON.stringify({ to: `+91${mobile}`, sender: 'INFHUB', message: 'Your OTP is 909090' }),
    });
    expect(res.status).toBe(200);
    expect(await readOtp(mobile)).toBe('909090');
  });

  test('createStaff inserts an admin into the running database', async ({ createStaff }) => {
    const admin = await createStaff(`admin-${uniqueSuffix()}@e2e.example.com`, 'admin');
    expect(admin).toMatchObject({ role: 'admin', brandIds: [] });
    const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ role: string }>('select role from staff_users where id = $1', [
        admin.id,
      ]);
      expect(rows).toEqual([{ role: 'admin' }]);
    } finally {
      await client.end();
    }
  });

  test('the staff CLI adds an admin while the server runs', async ({ createStaff }) => {
    const email = `cli-admin-${uniqueSuffix()}@e2e.example.com`;
    const staff = await createStaff(email, 'admin', [], { via: 'cli', name: 'CLI Admin' });
    expect(staff).toMatchObject({ email, role: 'admin' });
  });

  test('a registered creator signs in through the API and lands signed in', async ({
    page,
    registerCreator,
    signInCreator,
  }) => {
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email);
    expect(session.token).toBeTruthy();
    await expect(page).not.toHaveURL(/\/signin/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBe(session.token);
  });

  test('a registered creator signs in through the screens with the mailed code', async ({
    page,
    registerCreator,
    signInCreator,
  }) => {
    const creator = await registerCreator();
    const session = await signInCreator(page, creator.email, { via: 'ui' });
    expect(session.token).toBeTruthy();
    await expect(page).not.toHaveURL(/\/(signin|verify-otp)/);
  });

  test('an admin signs in to the staff console', async ({ page, createStaff, signInStaff }) => {
    const admin = await createStaff(`admin-${uniqueSuffix()}@e2e.example.com`, 'admin');
    const session = await signInStaff(page, admin.email);
    expect(session.token).toBeTruthy();
    await expect(page).toHaveURL(/\/admin/);
    await expect(page).not.toHaveURL(/\/admin\/signin/);
  });

  test('expectAccessible passes a clean page and fails a broken one', async ({ page, expectAccessible }) => {
    await page.setContent(
      '<html lang="en"><head><title>ok</title></head><body><main><h1>Hi</h1>' +
        '<label for="e">Email</label><input id="e"></main></body></html>',
    );
    await expectAccessible(page);
    await page.setContent(
      '<html lang="en"><head><title>bad</title></head><body><main>' +
        '<input aria-label=""><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">' +
        '</main></body></html>',
    );
    await expect(expectAccessible(page)).rejects.toThrow(/button-name|image-alt|label/);
  });

  test('a console.error fails the test (shown as an expected failure)', async ({ page }) => {
    test.fail(true, 'the console guard must turn this into a failure');
    await page.setContent('<script>console.error("boom")</script>');
  });

  test('shoot saves phone and desktop screenshots', async ({ page, shoot }) => {
    await page.setContent(
      '<html lang="en"><body style="font-family:sans-serif"><h1>₹1,23,456</h1></body></html>',
    );
    const files = await shoot(page, 'infra-self-test');
    expect(files.map((f) => f.replace(/.*\//, ''))).toEqual([
      'infra-self-test-phone.png',
      'infra-self-test-desktop.png',
    ]);
  });
});
