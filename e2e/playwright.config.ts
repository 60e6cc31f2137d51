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
    // A failed test keeps its trace (every action with the page's DOM before and after, the network, the
    // console) and a screenshot; the trace's screencast of every frame is left out: recording it doubled the
    // run on two cores (decision 0083).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
