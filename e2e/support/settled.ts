import type { Locator, Page } from '@playwright/test';

/**
 * Waits until what the user sees has stopped moving: web fonts loaded, every image decoded, every CSS animation
 * and transition that ends finished (looping ones are left running), then two frames painted. End-to-end specs
 * wait for this instead of a fixed time before they measure positions, layout shifts or take screenshots.
 */
export async function settled(target: Page | Locator): Promise<void> {
  const page = 'page' in target ? target.page() : target;
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((image) =>
        image.complete ? undefined : image.decode().catch(() => undefined),
      ),
    );
    // A looping animation (a skeleton's pulse, a spinner) never finishes: it is part of what the user sees.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
