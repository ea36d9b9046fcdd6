// A visitor opens the demo gallery's images in the lightbox and moves through them by keyboard and by swipe, and a slideshow's, in Chromium; axe finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';

const suite = useBrowserSuite();
const { newVisitor, visit } = suite;

/**
 * Gives the demo gallery `options` over its seeded settings, as the owner's change would, and
 * returns a function putting the seeded settings back.
 */
async function galleryOptionsFor(options: Record<string, unknown>): Promise<() => Promise<void>> {
  const { knex } = suite.storefront;
  const row = (await knex(TABLES.collections).where({ url_id: 'gallery' }).first()) as {
    id: string;
    website_id: string;
    settings: Record<string, unknown> | string;
  };
  const seeded = typeof row.settings === 'string' ? JSON.parse(row.settings) : row.settings;
  const write = async (settings: Record<string, unknown>) => {
    await knex(TABLES.collections)
      .where({ id: row.id })
      .update({ settings: JSON.stringify(settings) });
    invalidateSiteData(row.website_id);
  };
  await write({ ...seeded, ...options });
  return () => write(seeded);
}

/** The lightbox's "Image N of M", once it reads `expected`. */
async function position(tab: Page, expected: string): Promise<void> {
  const dialog = tab.getByRole('dialog', { name: 'Along the Waterfront' });
  await dialog.getByText(expected, { exact: true }).waitFor({ timeout: 10_000 });
}

/** A sideways drag with the mouse across the lightbox's image, from `fromX` to `toX`. */
async function swipe(tab: Page, fromX: number, toX: number): Promise<void> {
  const box = (await tab.locator('.tessera-lightbox__stage').boundingBox())!;
  const y = box.y + box.height / 2;
  await tab.mouse.move(box.x + fromX, y);
  await tab.mouse.down();
  await tab.mouse.move(box.x + (fromX + toX) / 2, y, { steps: 4 });
  await tab.mouse.move(box.x + toX, y, { steps: 4 });
  await tab.mouse.up();
}

describe.skipIf(!hasChromium)(`gallery lightbox in Chromium (${testDatabaseKind()})`, () => {
  it('opens an image from the grid by keyboard, moves by arrow keys, End and swipes, and closes back to the image', async () => {
    const { tab, problems } = await watchedTab(await newVisitor({ viewport: { width: 1280, height: 900 } }));
    await visit(tab, '/gallery');
    const links = tab.locator('a[data-tessera-lightbox]');
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(8);
    // Every image is on the page before any script runs; only the first is loaded at once.
    await expect(tab.locator('.gallery__image[loading="lazy"]').count()).resolves.toBe(count - 1);

    const second = links.nth(1);
    const secondAlt = await second.locator('img').getAttribute('alt');
    await second.focus();
    await tab.keyboard.press('Enter');
    await position(tab, `Image 2 of ${count}`);
    expect(new URL(tab.url()).pathname).toBe('/gallery');
    const dialog = tab.getByRole('dialog', { name: 'Along the Waterfront' });
    await expect(dialog.getByRole('img').getAttribute('alt')).resolves.toBe(secondAlt);
    // The focus is inside the lightbox, and Tab keeps it there.
    for (let stop = 0; stop < 5; stop += 1) {
      await expect(
        tab.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      ).resolves.toBe(true);
      await tab.keyboard.press('Tab');
    }

    await tab.keyboard.press('ArrowRight');
    await position(tab, `Image 3 of ${count}`);
    await tab.keyboard.press('End');
    await position(tab, `Image ${count} of ${count}`);
    await tab.keyboard.press('ArrowRight');
    await position(tab, `Image 1 of ${count}`);
    await tab.keyboard.press('Home');
    await position(tab, `Image 1 of ${count}`);

    await swipe(tab, 500, 150);
    await position(tab, `Image 2 of ${count}`);
    await swipe(tab, 150, 500);
    await position(tab, `Image 1 of ${count}`);
    // The image shown is offered at every stored width of SPEC §9 below its own (1200 wide: up to 1000w).
    const shown = dialog.getByRole('img');
    await expect(shown.getAttribute('srcset')).resolves.toMatch(/\?format=100w 100w,.*\?format=1000w 1000w,/);
    // It loads (the first view of a width in AVIF waits for its conversion).
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);

    await expect(axeViolations(tab)).resolves.toEqual([]);

    await tab.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect(tab.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(
      await second.getAttribute('href'),
    );
    await expect(axeViolations(tab)).resolves.toEqual([]);
    expect(problems).toEqual([]);
  });

  it('shows a slideshow one image at a time, moved by keys, buttons, thumbnails and swipes; autoplay pauses and respects reduced motion', async () => {
    const restore = await galleryOptionsFor({
      design: 'slideshow',
      controls: true,
      autoplay: true,
      'autoplay-duration': 1,
    });
    try {
      const { tab, problems } = await watchedTab(
        await newVisitor({ viewport: { width: 1280, height: 900 } }),
      );
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await visit(tab, '/gallery');
      const carousel = tab.getByRole('region', { name: 'Along the Waterfront' });
      const shown = carousel.locator('.gallery-slideshow__slide:not([hidden])');
      const count = await carousel.locator('.gallery-slideshow__slide').count();
      expect(count).toBeGreaterThanOrEqual(8);
      await expect(shown.count()).resolves.toBe(1);
      const at = (n: number) => carousel.getByText(`Image ${n} of ${count}`, { exact: true }).waitFor();

      // Reduced motion: it does not play by itself, until the visitor asks.
      await tab.waitForTimeout(1_500);
      await at(1);
      await carousel.getByRole('button', { name: 'Play slideshow' }).click();
      await at(2);
      await carousel.getByRole('button', { name: 'Pause slideshow' }).click();

      await carousel.getByRole('button', { name: 'Next image' }).focus();
      await tab.keyboard.press('End');
      await at(count);
      await tab.keyboard.press('Home');
      await at(1);
      await carousel.getByRole('link', { name: `Image 4 of ${count}`, exact: false }).click();
      await at(4);

      await shown.locator('img').scrollIntoViewIfNeeded();
      const box = (await shown.locator('img').boundingBox())!;

      const y = box.y + box.height / 2;
      await tab.mouse.move(box.x + box.width - 100, y);
      await tab.mouse.down();
      await tab.mouse.move(box.x + 100, y, { steps: 8 });
      await tab.mouse.up();
      await at(5);
      // The swipe ended on the slide's link: it was not followed, nor opened in the lightbox.
      expect(new URL(tab.url()).pathname).toBe('/gallery');
      await expect(tab.getByRole('dialog').count()).resolves.toBe(0);
      await tab.screenshot({ path: '/tmp/slideshow.png' });

      await expect(axeViolations(tab)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await restore();
    }
  });
});
