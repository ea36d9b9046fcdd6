// The products grid in Chromium against the real server: the owner changes a price inline (saved through the product's save) and drags a product below the next in the store's order (Move down, the drag handle's keyboard alternative), which stays after a reload and is the shop's order; axe on the grid in that order.
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor } = suite;

describe.skipIf(!hasChromium)(`the products grid (${testDatabaseKind()})`, () => {
  it('edits a price inline and moves a product to a new place in the store by its drag handle', async () => {
    const context = await newVisitor({ viewport: { width: 1366, height: 900 } });
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
    await tab.getByText('Price of Brass Pocket Compass was saved.').waitFor({ state: 'attached' });
    const knex = suite.storefront.knex;
    const variant = (await knex(TABLES.productVariants).where({ sku: 'HP-CMPS' }).first('price_cents')) as {
      price_cents: number | string;
    };
    expect(Number(variant.price_cents)).toBe(6150);

    await tab.getByRole('searchbox', { name: 'Search products' }).fill('');
    await grid.getByRole('button', { name: 'Order' }).click();
    const handles = grid.getByRole('button', { name: /^Drag .* to a new place$/ });
    await handles.first().waitFor();
    expect(await axeViolations(tab), 'the grid in the store’s order').toEqual([]);
    const titleOf = async (index: number) =>
      /^Drag (.*) to a new place$/.exec((await handles.nth(index).getAttribute('aria-label')) ?? '')?.[1] ??
      '';
    const first = await titleOf(0);
    const second = await titleOf(1);

    // Its keyboard alternative to dragging: Move … down.
    await grid.getByRole('button', { name: `Move ${first} down` }).click();
    await tab.getByText(`${first} was moved.`).waitFor({ state: 'attached' });
    expect(await titleOf(0)).toBe(second);
    expect(await titleOf(1)).toBe(first);

    await tab.reload();
    await grid.getByRole('button', { name: 'Order' }).click();
    await expect.poll(() => titleOf(0)).toBe(second);
    expect(await titleOf(1)).toBe(first);
    const shop = await fetch(`${suite.storefront.origin}/shop?format=json`);
    const items = ((await shop.json()) as { items: { title: string }[] }).items.map((item) => item.title);
    expect(items.slice(0, 2)).toEqual([second, first]);
  });
});
