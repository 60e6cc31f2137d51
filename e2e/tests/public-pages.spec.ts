import { AxeBuilder } from '@axe-core/playwright';
import { settled } from '../support/settled.ts';
import { expect, test } from '../support/test.ts';

// The pages a first visitor meets (issue 10, section 6): they pass axe's WCAG 2 A and AA rules, colour
// contrast included, on a phone and on a desktop, and the portfolio does not jump when it loads.
const PAGES = [
  { path: '/', heading: 'Hire the crew your film deserves.' },
  { path: '/talent', heading: 'Find filmmakers' },
  { path: '/login', heading: 'Sign in' },
  // Maya Okafor, seeded with the demo.
  { path: '/portfolio/maya-okafor', heading: 'Maya Okafor' },
];
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1350, height: 940 },
];

for (const viewport of VIEWPORTS) {
  for (const { path, heading } of PAGES) {
    test(`${path} on a ${viewport.name} has no accessibility violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      // The page's data is in (no skeleton left) before it is checked.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      const found = violations.map((v) => ({
        rule: v.id,
        nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
      expect(found).toEqual([]);
    });
  }
}

test('a portfolio does not shift the page when it arrives', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS[0]!);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A phone network: the profile arrives after the page has painted its placeholder.
  await page.route('**/api/rest/v1/talent/maya-okafor', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.goto('/portfolio/maya-okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
  await settled(page);
  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  );
  // Lighthouse's "good" cumulative layout shift.
  expect(total).toBeLessThan(0.1);
});
