// The products grid in Chromium against the real server: the owner changes a price inline (saved through the product's own save), then puts products in a new order in the store by dragging a handle with the keyboard and with the mouse, and by Move down; the order stays after a reload and is the shop's order; axe on the grid in the store's order.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, url } = suite;

/** As long as the first page of thumbnails, made on the server as the grid asks, may hold up the grid's reload. */
const LOAD = { timeout: 60_000 };
const HANDLE = /^Drag (.*) to a new place$/;

/** The products of the grid, in the order it shows them (read from their drag handles). */
async function gridOrder(grid: Locator): Promise<string[]> {
  const labels = await grid
    .getByRole('button', { name: HANDLE })
    .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label') ?? ''));
  return labels.map((label) => HANDLE.exec(label)?.[1] ?? '');
}

/** Sorts the grid by the store's order and waits for the handles that come with that page. */
async function showStoreOrder(grid: Locator): Promise<void> {
  await grid.getByRole('button', { name: 'Order' }).click();
  await grid.getByRole('button', { name: HANDLE }).first().waitFor(LOAD);
}

/** What the drag and drop live region says now. */
function said(tab: Page): Promise<string> {
  return tab.locator('[id^="DndLiveRegion"]').first().innerText();
}

/** Waits for the server's answer to the move `act` makes. */
async function moved(tab: Page, act: () => Promise<void>): Promise<void> {
  const answer = tab.waitForResponse((response) => response.url().endsWith('/move'), LOAD);
  await act();
  expect((await answer).status()).toBe(200);
}

describe.skipIf(!hasChromium)(`the products grid (${testDatabaseKind()})`, () => {
  it('edits a price inline, then orders the store by keyboard drag, mouse drag and Move down', async () => {
    const context = await newVisitor({ viewport: { width: 1366, height: 1600 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Commerce' }).click();
    const grid = tab.getByRole('table', { name: 'Products' });
    await grid.waitFor();

    await tab.getByRole('searchbox', { name: 'Search products' }).fill('Brass Pocket');
    const price = grid.getByRole('textbox', { name: 'Price of Brass Pocket Compass', exact: true });
    await expect.poll(() => price.inputValue()).toBe('58.00');
    await price.fill('61.50');
    await price.press('Enter');
    await tab.getByText('Price of Brass Pocket Compass was saved.').waitFor({ state: 'attached', ...LOAD });
    const knex = suite.storefront.knex;
    const variant = (await knex(TABLES.productVariants).where({ sku: 'HP-CMPS' }).first('price_cents')) as {
      price_cents: number | string;
    };
    expect(Number(variant.price_cents)).toBe(6150);

    await tab.getByRole('searchbox', { name: 'Search products' }).fill('');
    await showStoreOrder(grid);
    await expect.poll(async () => (await gridOrder(grid)).length, LOAD).toBeGreaterThan(3);
    expect(await axeViolations(tab), 'the grid in the store’s order').toEqual([]);
    const [first, second, third] = await gridOrder(grid);

    // By keyboard: Space picks the first up, the down arrow takes it below the second, Space drops it.
    const firstHandle = grid.getByRole('button', { name: `Drag ${first} to a new place` });
    await firstHandle.focus();
    await tab.keyboard.press('Space');
    await expect
      .poll(() => said(tab))
      .toBe(`Picked up ${first}, position 1 of ${(await gridOrder(grid)).length}.`);
    await tab.keyboard.press('ArrowDown');
    await expect.poll(() => said(tab)).toBe(`${first} is over position 2.`);
    await moved(tab, () => tab.keyboard.press('Space'));
    expect((await gridOrder(grid)).slice(0, 3)).toEqual([second, first, third]);

    // By mouse: the third is picked up by its handle and moved up until it is over the top row.
    const thirdHandle = grid.getByRole('button', { name: `Drag ${third} to a new place` });
    const top = (await grid.getByRole('button', { name: `Drag ${second} to a new place` }).boundingBox())!;
    const from = (await thirdHandle.boundingBox())!;
    const x = from.x + from.width / 2;
    let y = from.y + from.height / 2;
    await tab.mouse.move(x, y);
    await tab.mouse.down();
    await tab.mouse.move(x, y - 8, { steps: 4 });
    await expect.poll(() => said(tab)).toContain(`Picked up ${third}`);
    while (!(await said(tab)).includes('is over position 1.') && y > top.y) {
      y -= 10;
      await tab.mouse.move(x, y, { steps: 2 });
    }
    expect(await said(tab)).toBe(`${third} is over position 1.`);
    await moved(tab, () => tab.mouse.up());
    expect((await gridOrder(grid)).slice(0, 3)).toEqual([third, second, first]);

    // The handle's alternative without dragging: Move … down.
    await moved(tab, () => grid.getByRole('button', { name: `Move ${third} down` }).click());
    expect((await gridOrder(grid)).slice(0, 3)).toEqual([second, third, first]);

    await tab.reload();
    await showStoreOrder(grid);
    await expect.poll(async () => (await gridOrder(grid)).slice(0, 3), LOAD).toEqual([second, third, first]);

    const visitor = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab: shop } = await watchedTab(visitor);
    expect((await shop.goto(url('/shop')))?.status()).toBe(200);
    const cards = await shop.locator('.product-card__title').allInnerTexts();
    expect(cards.slice(0, 3)).toEqual([second, third, first]);
  });
});
