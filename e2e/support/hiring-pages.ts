import type { Browser, Page } from '@playwright/test';
import { expect } from './test.ts';

// What the marketplace specs (hiring, admin jobs, invitations, hire from a profile, project files) share:
// signing in a demo account, a browser context of its own, and screenshots at a phone's and a laptop's width.

export const DEMO_PASSWORD = 'reelhire-demo';

export async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A browser context of its own (no shared session), with this test's forwarded address for the rate limits. */
export async function freshPage(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
    viewport: { width: 1366, height: 900 },
  });
  return context.newPage();
}

/**
 * A `shoot(page, name)` writing into `.artifacts/<folder>/`: the page at a phone's width and a laptop's,
 * full length unless a dialog is the subject; the viewport is put back after.
 */
export function screenshotsIn(folder: string) {
  const dir = new URL(`../.artifacts/${folder}/`, import.meta.url).pathname;
  return async function shoot(page: Page, name: string, fullPage = true) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
      // From the top, so the sticky header is not drawn over the middle of the page.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      // Let the layout settle after the resize (media queries, sticky headers).
      await page.waitForTimeout(250);
      await page.screenshot({ path: `${dir}${name}-${width}.png`, fullPage });
    }
    await page.setViewportSize({ width: 1366, height: 900 });
  };
}
