import { defineConfig, devices } from '@playwright/test';
import { resolveChromium } from './support/chromium.ts';

const ci = Boolean(process.env.CI);
const chromium = await resolveChromium();

/**
 * One Chromium project against the real server that global-setup.ts starts (fresh database, real
 * SMTP receiver). Its address reaches the test workers through E2E_BASE_URL, which the global
 * setup sets before the workers start.
 */
export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  // Tests make their own data (unique e-mails and mobiles), so they can run in any order; a spec
  // that needs order says test.describe.configure({ mode: 'serial' }).
  fullyParallel: true,
  forbidOnly: ci,
  // Two cores: the server, its PostgreSQL and the browser share them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: ci ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: process.env.E2E_BASE_URL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromium.executablePath,
          args: chromium.args,
          env: { ...process.env, ...chromium.env },
        },
      },
    },
  ],
});
