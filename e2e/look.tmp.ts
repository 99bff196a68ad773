import { chromium } from '@playwright/test';
import { resolveChromium } from '/work/main/e2e/support/chromium.ts';
const base = process.env.BASE ?? 'http://127.0.0.1:3400';
const [email, pathsArg, prefix, scope] = process.argv.slice(2);
const launch = await resolveChromium();
const browser = await chromium.launch({ executablePath: launch.executablePath, args: launch.args, env: launch.env });
const admin = scope === 'staff';
const api = async (p: string, body: object) => (await fetch(base + p, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json();
await api(admin ? '/v1/admin/send-otp' : '/v1/influencer/send-otp', { contact: email });
const log = (await import('node:fs')).readFileSync(process.env.LOG ?? '/tmp/demo-server.log', 'utf8');
const codes = [...log.matchAll(/\b(\d{6})\b/g)].map((m) => m[1]);
const code = codes.at(-1);
const v = await api(admin ? '/v1/admin/verify-otp' : '/v1/influencer/verify-otp', { contact: email, otp: code });
const token = v.data?.token ?? v.data?.accessToken; const user = v.data?.user;
if (!token) { console.log('signin failed', JSON.stringify(v)); process.exit(1); }
for (const [w, h, tag] of (process.env.ONLY === 'desktop' ? [[1366, 900, 'desktop']] : [[390, 844, 'phone']]) as [number, number, string][]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, baseURL: base });
  await ctx.addInitScript(([t, u, a]) => { localStorage.setItem(a ? 'adminAccessToken' : 'accessToken', t); localStorage.setItem(a ? 'adminUser' : 'user', JSON.stringify(u)); }, [token, user, admin] as const);
  const page = await ctx.newPage();
  for (const p of pathsArg.split(',')) {
    await page.goto(p);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    const name = `/tmp/shots/${prefix}-${p.replace(/[^a-z0-9]+/gi, '_')}-${tag}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await ctx.close();
}
await browser.close();
