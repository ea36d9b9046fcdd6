// The store's switches over HTTP on the real app: express checkout on product pages, the installment badge, the minimum order subtotal at checkout, quantities for services, and who may change them.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  ITEMS,
  SITE,
  checkoutBody,
  fillCart,
  newVisitor,
  postOrder,
  signedInOwner,
} from './orders-fixtures.js';
import { openStoreApp } from './store-app.js';

const PATH = '/api/owner/commerce/store-settings';
const INVALID = 'Update the missing or invalid information above.';

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  ({ db, app, admin } = await openStoreApp('store-settings'));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function productForm(path: string): Promise<string> {
  const visitor = await newVisitor(app);
  const page = await visitor.send('GET', path);
  expect(page.status).toBe(200);
  const form = /<form class="product-form"[^>]*>/.exec(String(page.text));
  expect(form, 'the product form').not.toBeNull();
  return form![0];
}

describe(`the store's switches (${testDatabaseKind()})`, () => {
  it('answers the settings as stored, with the defaults for what was never set', async () => {
    const res = await admin.send('GET', PATH);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      storeSettings: {
        expressCheckout: false,
        installmentsEnabled: true,
        minimumOrderSubtotalCents: 500,
        multipleQuantityAllowedForServices: true,
        addToCartButtonText: null,
      },
    });
  });

  it('sets the store’s add-to-cart text: product pages’ buttons say it; empty goes back to Add To Cart', async () => {
    const button = async () => {
      const page = String((await (await newVisitor(app)).send('GET', '/shop/p/mug')).text);
      return /<button class="button button--primary button--wide" type="submit"[^>]*>([^<]*)</.exec(
        page,
      )?.[1];
    };
    expect(await button()).toBe('Add To Cart');
    const set = await admin.send('PATCH', PATH, { body: { addToCartButtonText: '  Add to bag ' } });
    expect(set.status).toBe(200);
    expect(set.body.storeSettings.addToCartButtonText).toBe('Add to bag');
    expect(await button()).toBe('Add to bag');
    const tooLong = await admin.send('PATCH', PATH, { body: { addToCartButtonText: 'x'.repeat(51) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      addToCartButtonText: 'Write the button text in at most 50 characters, or leave it empty.',
    });
    const cleared = await admin.send('PATCH', PATH, { body: { addToCartButtonText: '' } });
    expect(cleared.body.storeSettings.addToCartButtonText).toBeNull();
    expect(await button()).toBe('Add To Cart');
  });

  it('turns express checkout on: product pages then go straight to checkout after adding, with or without JavaScript', async () => {
    expect(await productForm('/shop/p/mug')).not.toContain('data-express-checkout');
    const res = await admin.send('PATCH', PATH, { body: { expressCheckout: true } });
    expect(res.status).toBe(200);
    expect(res.body.storeSettings).toMatchObject({ expressCheckout: true, minimumOrderSubtotalCents: 500 });
    expect(await productForm('/shop/p/mug')).toContain('data-express-checkout');

    // Without JavaScript the form says so itself, and the add goes on to that cart's checkout.
    const buyer = await newVisitor(app);
    const page = String((await buyer.send('GET', '/shop/p/mug')).text);
    expect(page).toContain('<input type="hidden" name="express" value="1">');
    const added = await buyer.send('POST', '/cart/add', {
      form: true,
      body: { itemId: ITEMS.mug, sku: 'MUG', quantity: '1', returnTo: '/shop/p/mug', express: '1' },
    });
    expect(added.status).toBe(303);
    const cart = (await buyer.send('GET', '/api/commerce/shopping-cart')).body;
    expect(cart.entries).toMatchObject([{ title: 'Mug', quantity: 1 }]);
    expect(added.headers.location).toBe(`/checkout?cartToken=${cart.id}`);

    await admin.send('PATCH', PATH, { body: { expressCheckout: false } });
    expect(await productForm('/shop/p/mug')).not.toContain('data-express-checkout');
  });

  it('changes the minimum order subtotal checkout asks for, and removes it with null', async () => {
    const visitor = await newVisitor(app);
    const token = await fillCart(visitor, [[ITEMS.sticker, 'STICKER', 3]]);
    expect((await admin.send('PATCH', PATH, { body: { minimumOrderSubtotalCents: 10_000 } })).status).toBe(
      200,
    );
    const refused = await postOrder(visitor, checkoutBody(token), 'settings-minimum');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'minimum-subtotal',
      message: 'To check out, your order subtotal must be $100.00 or more.',
    });
    const removed = await admin.send('PATCH', PATH, { body: { minimumOrderSubtotalCents: null } });
    expect(removed.body.storeSettings.minimumOrderSubtotalCents).toBeNull();
    expect((await postOrder(visitor, checkoutBody(token), 'settings-no-minimum')).status).toBe(201);
    await admin.send('PATCH', PATH, { body: { minimumOrderSubtotalCents: 500 } });
  });

  it('keeps every other store setting when one changes', async () => {
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: SITE })
      .update({
        store_settings: JSON.stringify({
          checkout: { minimumOrderSubtotalCents: 500, note: 'kept' },
          installments: { minCents: 3500 },
          theme: 'kept too',
        }),
      });
    const res = await admin.send('PATCH', PATH, {
      body: { installmentsEnabled: false, multipleQuantityAllowedForServices: false },
    });
    expect(res.body.storeSettings).toEqual({
      expressCheckout: false,
      installmentsEnabled: false,
      minimumOrderSubtotalCents: 500,
      multipleQuantityAllowedForServices: false,
      addToCartButtonText: null,
    });
    const row = await db.knex(TABLES.websiteSettings).where({ website_id: SITE }).first();
    const stored =
      typeof row.store_settings === 'string' ? JSON.parse(row.store_settings) : row.store_settings;
    expect(stored).toEqual({
      checkout: { minimumOrderSubtotalCents: 500, note: 'kept' },
      installments: { minCents: 3500, enabled: false },
      theme: 'kept too',
    });
    expect(row.multiple_quantity_allowed_for_services).toBe(false);
    await admin.send('PATCH', PATH, {
      body: { installmentsEnabled: true, multipleQuantityAllowedForServices: true },
    });
  });

  it.each([
    [{}, 'body'],
    [{ expressCheckout: 'yes' }, 'expressCheckout'],
    [{ minimumOrderSubtotalCents: -1 }, 'minimumOrderSubtotalCents'],
    [{ minimumOrderSubtotalCents: 12.5 }, 'minimumOrderSubtotalCents'],
    [{ freeShipping: true }, 'body'],
  ])('refuses %j with a message for %s, changing nothing', async (body, field) => {
    const before = (await admin.send('GET', PATH)).body;
    const res = await admin.send('PATCH', PATH, { body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid-input', message: INVALID });
    expect(Object.keys(res.body.fields)).toContain(field);
    expect((await admin.send('GET', PATH)).body).toEqual(before);
  });

  it('refuses an owner who may only read the store, and a signed-out visitor (401)', async () => {
    const reporting = await signedInOwner(app, db, 'reporting@example.com', 3);
    expect((await reporting.send('PATCH', PATH, { body: { expressCheckout: true } })).status).toBe(403);
    expect((await reporting.send('GET', PATH)).status).toBe(403);
    const visitor = await newVisitor(app);
    expect((await visitor.send('GET', PATH)).status).toBe(401);
  });
});
