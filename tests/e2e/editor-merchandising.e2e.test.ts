// Issue 31 acceptance 2 (first two parts) in Chromium against the real server: the owner raises three products' prices by 10% in the products grid, then makes a product in the editor whose only variant is sold out, and a visitor signs up on its page to hear when it is back; axe on the grid with its bulk bar and on the editor with its Merchandising panel, which does not scroll sideways at 390 px.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, islandsHydrated, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite();
const { newVisitor, visit } = suite;

async function expectAccessible(tab: Page, what: string): Promise<void> {
  expect(await axeViolations(tab), what).toEqual([]);
}

async function openProducts(tab: Page): Promise<void> {
  await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Commerce' }).click();
  await tab.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
  await tab.getByRole('table', { name: 'Products' }).waitFor();
}

describe.skipIf(!hasChromium)(`merchandising and the products grid (${testDatabaseKind()})`, () => {
  it('bulk-raises three prices by 10%, and a sold-out variant of a product made in the editor takes a restock sign-up', async () => {
    const knex = suite.storefront.knex;
    const context = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await openProducts(tab);

    // Three products of the first page, chosen by their checkboxes.
    const grid = tab.getByRole('table', { name: 'Products' });
    const boxes = grid.getByRole('checkbox', { name: /^Select (?!every)/ });
    const chosen: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const label = (await boxes.nth(index).getAttribute('aria-label'))!;
      chosen.push(label.replace(/^Select /, ''));
      await boxes.nth(index).check();
    }
    const ids = (
      (await knex(TABLES.contentItems).whereIn('title', chosen).select('id', 'title')) as {
        id: string;
        title: string;
      }[]
    ).map((row) => row.id);
    expect(ids).toHaveLength(3);
    const pricesOf = async () =>
      (
        (await knex(TABLES.productVariants)
          .whereIn('product_id', ids)
          .orderBy('id')
          .select('price_cents')) as { price_cents: number | string }[]
      ).map((row) => Number(row.price_cents));
    const before = await pricesOf();

    const bar = tab.getByRole('region', { name: 'Change the chosen products' });
    await bar.getByText('3 products chosen').waitFor();
    await expectAccessible(tab, 'the products grid with its bulk bar');
    await bar.getByLabel('Percentage').fill('10');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await bar.getByText('3 products were changed.').waitFor();
    expect(await pricesOf()).toEqual(before.map((cents) => Math.round((cents * 110) / 100)));

    // A product made in the editor: one variant, none in stock.
    await tab.getByRole('link', { name: 'Add product' }).click();
    await tab.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await tab.getByLabel('Title', { exact: true }).fill('Walnut stool');
    await tab.getByRole('button', { name: 'Edit variant Default' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Edit variant Default' });
    await dialog.getByLabel('Price (USD)', { exact: true }).fill('120.00');
    await dialog.getByLabel('Stock', { exact: true }).fill('0');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const merchandising = tab.getByRole('group', { name: 'Merchandising' });
    expect(await merchandising.getByRole('checkbox', { name: 'Restock sign-ups' }).isChecked()).toBe(true);
    await merchandising.getByLabel('Sold-out text').fill('Back in the workshop');
    await expectAccessible(tab, 'the product editor with its Merchandising panel');
    await tab.setViewportSize({ width: 390, height: 844 });
    expect(
      await tab.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      'the product editor does not scroll sideways at 390 px',
    ).toBe(true);
    await tab.setViewportSize({ width: 1366, height: 900 });
    await tab.getByRole('button', { name: 'Add product' }).click();
    await tab.getByRole('button', { name: 'Save' }).waitFor();
    const link = (await tab.getByRole('link', { name: 'View on site' }).getAttribute('href'))!;

    // A visitor asks to hear when it is back.
    const visitor = await watchedTab(await newVisitor());
    await visit(visitor.tab, link);
    const block = visitor.tab.locator('.product-restock-notification');
    await block.scrollIntoViewIfNeeded();
    await islandsHydrated(visitor.tab);
    await block.getByRole('textbox', { name: 'Email address' }).fill('stool.fan@example.com');
    await block.getByRole('button', { name: 'Notify Me' }).click();
    await block.getByRole('status').waitFor();
    const productId = /\/config\/commerce\/products\/([^/?#]+)/.exec(tab.url())?.[1];
    const signUps = (await knex(TABLES.restockSignups).where({ product_id: productId }).select('email')) as {
      email: string;
    }[];
    expect(signUps.map((row) => row.email)).toEqual(['stool.fan@example.com']);
  });
});
