// Commerce in Chromium against the real server: the owner creates a product with two options (six variants) in the editor, sets their stock in the variant dialog (axe on the screens and dialogs), a visitor buys one variant, whose stock goes down, and the owner fulfils the order in Orders, after which the buyer's mail arrives at a real SMTP server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TABLES } from '../../server/db/tables.js';
import { testDatabaseKind } from '../support/test-database.js';
import { axeViolations } from './axe.js';
import { hasChromium, watchedTab } from './browser.js';
import { useBrowserSuite } from './browser-suite.js';
import { fillCheckout } from './checkout-form.js';
import { signInToEditor } from './editor-session.js';

const suite = useBrowserSuite({ smtp: true });
const { newVisitor, visit } = suite;

async function expectAccessible(tab: Page, what: string): Promise<void> {
  expect(await axeViolations(tab), what).toEqual([]);
}

const SIZES = ['S', 'M', 'L'];
const COLOURS = ['Rust', 'Sage'];

describe.skipIf(!hasChromium)(`products in the editor (${testDatabaseKind()})`, () => {
  it('creates a product with six variants and their stock, which a visitor buys and the owner fulfils', async () => {
    const context = await newVisitor({ viewport: { width: 1366, height: 900 } });
    const { tab } = await watchedTab(context);
    await signInToEditor(tab, suite.storefront.origin);
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Commerce' }).click();
    await tab.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
    await tab.getByRole('table', { name: 'Products' }).waitFor();
    await expectAccessible(tab, 'the products screen');

    await tab.getByRole('link', { name: 'Add product' }).click();
    await tab.getByRole('heading', { name: 'New product', level: 1 }).waitFor();
    await tab.getByLabel('Title', { exact: true }).fill('Linen apron deluxe');
    await tab.getByRole('button', { name: 'Edit options' }).click();
    const options = tab.getByRole('dialog', { name: 'Options and variants' });
    await options.getByRole('button', { name: 'Add option' }).click();
    await options.getByLabel('Option 1 name').fill('Size');
    await options.getByLabel('Option 1 values').fill(SIZES.join(', '));
    await options.getByRole('button', { name: 'Add option' }).click();
    await options.getByLabel('Option 2 name').fill('Colour');
    await options.getByLabel('Option 2 values').fill(COLOURS.join(', '));
    await options.getByText('These options make 6 variants.').waitFor();
    await expectAccessible(tab, 'the options dialog');
    await options.getByRole('button', { name: 'Make variants' }).click();

    const variants = tab.getByRole('table', { name: 'Variants' });
    let stock = 1;
    for (const size of SIZES) {
      for (const colour of COLOURS) {
        const label = `${size} / ${colour}`;
        await variants.getByRole('button', { name: `Edit variant ${label}` }).click();
        const dialog = tab.getByRole('dialog', { name: `Edit variant ${label}` });
        await dialog.getByLabel('Price (USD)', { exact: true }).fill('32.00');
        await dialog.getByLabel('Stock', { exact: true }).fill(String(stock));
        if (stock === 1) await expectAccessible(tab, 'the variant dialog');
        await dialog.getByRole('button', { name: 'Done' }).click();
        await dialog.waitFor({ state: 'detached' });
        stock += 1;
      }
    }
    await expectAccessible(tab, 'the product editor');
    await tab.getByRole('button', { name: 'Add product' }).click();
    await tab.getByRole('button', { name: 'Save' }).waitFor();
    const productId = /\/config\/commerce\/products\/([^/?#]+)/.exec(tab.url())?.[1];
    expect(productId).toBeDefined();

    const knex = suite.storefront.knex;
    const rows = (await knex(TABLES.productVariants)
      .where({ product_id: productId })
      .orderBy('position')
      .select('sku', 'qty_in_stock')) as { sku: string; qty_in_stock: number }[];
    expect(rows.map((row) => row.qty_in_stock)).toEqual([1, 2, 3, 4, 5, 6]);
    const item = (await knex(TABLES.contentItems).where({ id: productId }).first('url_id')) as {
      url_id: string;
    };
    const link = await tab.getByRole('link', { name: 'View on site' }).getAttribute('href');
    expect(link).toContain(`/p/${item.url_id}`);

    // A visitor buys one M / Sage (stock 4).
    const buyer = await watchedTab(await newVisitor());
    await visit(buyer.tab, link!);
    const form = buyer.tab.locator('form.product-form');
    await form.getByRole('combobox', { name: 'Size' }).selectOption('M');
    await form.getByRole('combobox', { name: 'Colour' }).selectOption('Sage');
    await form.locator('button[type="submit"]').click();
    await buyer.tab.getByRole('link', { name: 'One item in cart' }).waitFor();
    await visit(buyer.tab, '/cart');
    await Promise.all([
      buyer.tab.waitForURL(/\/checkout/),
      buyer.tab.getByRole('link', { name: 'Checkout' }).click(),
    ]);
    await fillCheckout(buyer.tab, 'apron@example.com', { standardShipping: true });
    await Promise.all([
      buyer.tab.waitForURL(/\/confirmed/, { timeout: 20_000 }),
      buyer.tab.getByRole('button', { name: 'Place order' }).click(),
    ]);
    const after = (await knex(TABLES.productVariants)
      .where({ product_id: productId, sku: rows[3].sku })
      .first('qty_in_stock')) as { qty_in_stock: number };
    expect(after.qty_in_stock).toBe(3);
    const { order_number: orderNumber } = (await knex(TABLES.orders)
      .where({ customer_email: 'apron@example.com' })
      .first('order_number')) as { order_number: number };

    // The owner finds the order in Orders and fulfils it; the buyer's mail arrives.
    await tab.getByRole('navigation', { name: 'Editor' }).getByRole('link', { name: 'Commerce' }).click();
    await tab.getByRole('link', { name: 'Orders', exact: true }).click();
    await tab.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await tab.getByLabel('Search orders').fill('apron@example.com');
    const orders = tab.getByRole('table', { name: 'Orders' });
    await orders.getByRole('button', { name: `#${orderNumber}` }).click();
    const detail = tab.getByRole('dialog', { name: `Order #${orderNumber}` });
    await expectAccessible(tab, 'the order dialog');
    await detail.getByRole('button', { name: 'Fulfil' }).click();
    const confirm = tab.getByRole('alertdialog', { name: 'Fulfil this order?' });
    await confirm.getByRole('button', { name: 'Mark fulfilled' }).click();
    await tab.getByText(`Order #${orderNumber} is fulfilled. The buyer was emailed.`).waitFor();

    await expect
      .poll(
        () =>
          suite.mail.received.find(
            (mail) => mail.to.includes('apron@example.com') && mail.raw.includes('has been fulfilled'),
          ),
        { timeout: 20_000 },
      )
      .toBeDefined();
    const fulfilled = suite.mail.received.find((mail) => mail.raw.includes('has been fulfilled'))!;
    expect(fulfilled.raw).toContain(`Your order #${orderNumber} has been fulfilled.`);
    expect(fulfilled.raw).toContain('Linen apron deluxe (M, Sage)');
  });
});
