import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium.ts';

const executablePath = findChromium();
if (!executablePath) {
  throw new Error('Chromium is missing: install it with `apt-get install chromium`, or set CHROME_PATH.');
}

export default defineConfig({
  testDir: './tests',
  // The server is started once for the run by the global setup (production build, fresh data dir).
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: '.artifacts/report' }]],
  outputDir: '.artifacts/results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
