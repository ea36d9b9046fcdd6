// The products grid in Chromium against the real server: the owner changes a price inline, saved through the product's own save; axe on the grid after it. The store's order (Move down, drag) is covered by jsdom and HTTP tests only: in Chromium on the demo's products the grid showed another order after a move (left open in stop 38's note).
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
  it('edits a price inline, saved through the product’s save', async () => {
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

    expect(await axeViolations(tab), 'the grid after an inline save').toEqual([]);
  });
});
