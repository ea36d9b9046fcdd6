// Drives a priced cart over HTTP on the real app: coupons, shipping options by destination and weight, tax by country and region, totals.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { ITEMS, PATHS, SITE, addToCart, realApp, seedCheckoutStore, visitor } from './cart-real-app.js';

const DAY = 86_400_000;
let db: Database;
let app: Express;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedCheckoutStore(db);
  const option = (id: string, position: number, extra: Record<string, unknown>) => ({
    website_id: SITE,
    id,
    position,
    currency: 'USD',
    ...extra,
    rules: JSON.stringify(extra.rules ?? {}),
  });
  await db.knex(TABLES.shippingOptions).insert([
    option('ship-standard', 0, {
      name: 'Standard',
      kind: 'flat',
      rate_cents: 800,
      free_over_cents: 10_000,
      rules: { countries: ['US'], deliveryEstimate: '3–5 business days' },
    }),
    option('ship-weight', 1, {
      name: 'Ground by weight',
      kind: 'weight',
      rate_cents: 0,
      rules: {
        countries: ['US', 'CA'],
        weightTiers: [
          { upToOz: 16, rateCents: 500 },
          { upToOz: 48, rateCents: 900 },
        ],
      },
    }),
    option('ship-canada', 2, {
      name: 'Canada',
      kind: 'flat',
      rate_cents: 1800,
      rules: { countries: ['CA'] },
    }),
    option('ship-off', 3, { name: 'Old', kind: 'flat', rate_cents: 100, enabled: false }),
  ]);
  const tax = (id: string, extra: Record<string, unknown>) => ({ website_id: SITE, id, name: id, ...extra });
  await db.knex(TABLES.taxRules).insert([
    tax('us', { country: 'US', rate: '0.05', applies_to_shipping: false, applies_to_digital: true }),
    tax('us-me', {
      country: 'US',
      region: 'ME',
      rate: '0.055',
      applies_to_shipping: true,
      applies_to_digital: false,
    }),
    tax('us-ny-off', { country: 'US', region: 'NY', rate: '0.5', enabled: false }),
  ]);
  const now = Date.now();
  const coupon = (code: string, extra: Record<string, unknown>) => ({
    website_id: SITE,
    code,
    currency: 'USD',
    ...extra,
    applies_to: JSON.stringify(extra.applies_to ?? {}),
  });
  await db
    .knex(TABLES.coupons)
    .insert([
      coupon('WELCOME10', { kind: 'percent', percent_off: 10 }),
      coupon('FIVEOFF', { kind: 'fixed', amount_off_cents: 500, min_subtotal_cents: 2500 }),
      coupon('KITCHEN20', { kind: 'percent', percent_off: 20, applies_to: { categories: ['Kitchen'] } }),
      coupon('FREESHIP', { kind: 'free-shipping', min_subtotal_cents: 5000 }),
      coupon('HUGE', { kind: 'fixed', amount_off_cents: 1_000_000 }),
      coupon('EXPIRED', { kind: 'percent', percent_off: 10, ends_at: new Date(now - DAY) }),
      coupon('LATER', { kind: 'percent', percent_off: 10, starts_at: new Date(now + DAY) }),
      coupon('USEDUP', { kind: 'percent', percent_off: 10, max_uses: 3, times_used: 3 }),
      coupon('OFF', { kind: 'percent', percent_off: 10, enabled: false }),
      coupon('EURO', { kind: 'fixed', amount_off_cents: 500, currency: 'EUR' }),
    ]);
  app = realApp(db);
}, 60_000);
afterAll(() => db?.close());

async function cartWith(items: [string, string, number][]): Promise<TestBrowser> {
  const browser = await visitor(app);
  for (const [itemId, sku, quantity] of items) await addToCart(browser, itemId, sku, quantity);
  return browser;
}

const mugs = (quantity = 2) => cartWith([[ITEMS.mug, 'MUG', quantity]]);
const details = (browser: TestBrowser, body: Record<string, unknown>) =>
  browser.send('PUT', PATHS.checkoutDetails, { body });
const enter = (browser: TestBrowser, code: string) => browser.send('POST', PATHS.coupons, { body: { code } });
const cartOf = async (browser: TestBrowser) => (await browser.send('GET', PATHS.cart)).body;

describe(`a priced cart (${testDatabaseKind()})`, () => {
  describe('shipping and tax', () => {
    it('lists every enabled option before a destination, picks the first, and charges no tax yet', async () => {
      const cart = await cartOf(await mugs());
      expect(cart).toMatchObject({
        subtotalCents: 3000,
        shippingOptions: [
          {
            id: 'ship-standard',
            name: 'Standard',
            kind: 'flat',
            costCents: 800,
            deliveryEstimate: '3–5 business days',
            pickupAddress: null,
            instructions: null,
          },
          { id: 'ship-weight', kind: 'weight', costCents: 900 },
          { id: 'ship-canada', costCents: 1800 },
        ],
        selectedShippingOption: { id: 'ship-standard' },
        shippingLocation: null,
        shippingCostCents: 800,
        applicableTaxRules: [],
        taxCents: 0,
        discountCents: 0,
        grandTotalCents: 3800,
        requiresShipping: true,
      });
    });

    it('offers the options serving the destination and charges its region’s tax, shipping included', async () => {
      const browser = await mugs();
      const res = await details(browser, {
        shippingLocation: { country: 'us', region: 'me', postalCode: '04101' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const cart = res.body.shoppingCart;
      expect(cart.shippingLocation).toEqual({ country: 'US', region: 'ME', postalCode: '04101' });
      expect(cart.shippingOptions.map((option: { id: string }) => option.id)).toEqual([
        'ship-standard',
        'ship-weight',
      ]);
      // 5.5 % of (3000 + 800) = 209; the country-wide 5 % gives way to Maine's rule.
      expect(cart.applicableTaxRules).toEqual([
        {
          id: 'us-me',
          name: 'us-me',
          country: 'US',
          region: 'ME',
          rate: '0.055',
          appliesToShipping: true,
          appliesToDigital: false,
          taxCents: 209,
        },
      ]);
      expect(cart).toMatchObject({ shippingCostCents: 800, taxCents: 209, grandTotalCents: 4009 });
      expect(await cartOf(browser)).toEqual(cart);
    });

    it('keeps the option chosen, prices it by weight tier, and rounds the tax half up', async () => {
      const browser = await mugs();
      await details(browser, { shippingLocation: { country: 'US', region: 'ME' } });
      const res = await details(browser, { shippingOptionId: 'ship-weight' });
      // Two 12 oz mugs: 24 oz, the 48 oz tier. Tax 5.5 % of 3900 = 214.5 → 215.
      expect(res.body.shoppingCart).toMatchObject({
        selectedShippingOption: { id: 'ship-weight', costCents: 900 },
        shippingCostCents: 900,
        taxCents: 215,
        grandTotalCents: 3000 + 900 + 215,
      });
      const stored = await db
        .knex(TABLES.carts)
        .where({ website_id: SITE, id: res.body.shoppingCart.id })
        .first();
      expect(stored.selected_shipping_option_id).toBe('ship-weight');
      // Five mugs weigh 60 oz, more than any tier takes: the option is no longer offered.
      const entryId = res.body.shoppingCart.entries[0].id;
      const heavier = await browser.send('PUT', `${PATHS.entries}/${entryId}`, { body: { quantity: 5 } });
      expect(heavier.body.shippingOptions.map((option: { id: string }) => option.id)).toEqual([
        'ship-standard',
      ]);
      expect(heavier.body.selectedShippingOption.id).toBe('ship-standard');
    });

    it('moves to an option of the new destination, and to the country-wide tax where no region rule holds', async () => {
      const browser = await mugs();
      await details(browser, {
        shippingLocation: { country: 'US', region: 'ME' },
        shippingOptionId: 'ship-standard',
      });
      const canada = (await details(browser, { shippingLocation: { country: 'CA', region: 'ON' } })).body
        .shoppingCart;
      expect(canada.shippingOptions.map((option: { id: string }) => option.id)).toEqual([
        'ship-weight',
        'ship-canada',
      ]);
      expect(canada).toMatchObject({
        selectedShippingOption: { id: 'ship-weight' },
        taxCents: 0,
        applicableTaxRules: [],
      });
      const newYork = (await details(browser, { shippingLocation: { country: 'US', region: 'NY' } })).body
        .shoppingCart;
      // The disabled 50 % New York rule is ignored; 5 % of the goods only.
      expect(newYork.applicableTaxRules.map((rule: { id: string }) => rule.id)).toEqual(['us']);
      expect(newYork.taxCents).toBe(150);
    });

    it('refuses an option the destination is not offered, a disabled one, and a malformed destination', async () => {
      const browser = await mugs();
      await details(browser, { shippingLocation: { country: 'US' } });
      for (const shippingOptionId of ['ship-canada', 'ship-off', 'nope']) {
        const res = await details(browser, { shippingOptionId });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'shipping-option-unavailable',
          message: 'That shipping option is not available for this order.',
        });
      }
      for (const shippingLocation of [
        { country: 'USA' },
        { region: 'ME' },
        'US',
        { country: 'US', region: 'x'.repeat(65) },
      ]) {
        const res = await details(browser, { shippingLocation });
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          error: 'invalid-shipping-location',
          message: 'Enter a two-letter country code, such as US.',
        });
      }
      expect((await cartOf(browser)).shippingLocation).toEqual({ country: 'US' });
    });

    it('ships free over an option’s threshold', async () => {
      const cart = await cartOf(await cartWith([[ITEMS.tee, 'TEE-M-BLUE', 6]]));
      expect(cart).toMatchObject({ subtotalCents: 12_000, shippingCostCents: 0, grandTotalCents: 12_000 });
      expect(cart.shippingOptions[0]).toMatchObject({ id: 'ship-standard', costCents: 0 });
    });

    it('needs no shipping for digital goods, and taxes them only where the rule says', async () => {
      const browser = await cartWith([[ITEMS.ebook, 'EBOOK', 1]]);
      const maine = (await details(browser, { shippingLocation: { country: 'US', region: 'ME' } })).body
        .shoppingCart;
      expect(maine).toMatchObject({
        requiresShipping: false,
        purelyDigital: true,
        shippingOptions: [],
        selectedShippingOption: null,
        shippingCostCents: 0,
        taxCents: 0,
        grandTotalCents: 900,
      });
      const texas = (await details(browser, { shippingLocation: { country: 'US', region: 'TX' } })).body
        .shoppingCart;
      expect(texas).toMatchObject({ taxCents: 45, grandTotalCents: 945 });
      const res = await details(browser, { shippingOptionId: 'ship-standard' });
      expect(res.body.error).toBe('shipping-option-unavailable');
    });

    it('answers 404 for checkout details without a cart', async () => {
      const res = await details(await visitor(app), { shippingLocation: { country: 'US' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'cart-not-found', message: 'That cart no longer exists.' });
    });
  });

  describe('coupons', () => {
    it('takes a percentage off, whatever case the code is typed in, and lists it as valid', async () => {
      const browser = await mugs();
      const res = await enter(browser, ' welcome10 ');
      expect(res.status).toBe(200);
      expect(res.body.shoppingCart).toMatchObject({
        coupons: ['WELCOME10'],
        validCoupons: [
          {
            code: 'WELCOME10',
            kind: 'percent',
            percentOff: 10,
            amountOffCents: null,
            discountCents: 300,
            freeShipping: false,
          },
        ],
        invalidCoupons: [],
        subtotalCents: 3000,
        discountCents: 300,
        grandTotalCents: 3000 - 300 + 800,
      });
      const again = await enter(browser, 'WELCOME10');
      expect(again.body.shoppingCart.coupons).toEqual(['WELCOME10']);
    });

    it('refuses an unknown code with 400 and its words, and keeps it listed as invalid until removed', async () => {
      const browser = await mugs();
      const res = await enter(browser, 'nope');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'invalid-coupon',
        message: 'There is no coupon with the code NOPE.',
      });
      const cart = await cartOf(browser);
      expect(cart.invalidCoupons).toEqual([
        { code: 'NOPE', reason: 'unknown', message: 'There is no coupon with the code NOPE.' },
      ]);
      expect(cart.discountCents).toBe(0);
      const removed = await browser.send('DELETE', `${PATHS.coupons}/nope`);
      expect(removed.status).toBe(200);
      expect(removed.body.shoppingCart).toMatchObject({ coupons: [], invalidCoupons: [] });
      const again = await browser.send('DELETE', `${PATHS.coupons}/NOPE`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({
        error: 'coupon-not-in-cart',
        message: 'That coupon code is not in your cart.',
      });
    });

    it.each([
      ['EXPIRED', 'expired', 'The coupon EXPIRED has expired.'],
      ['LATER', 'not-started', 'The coupon LATER cannot be used yet.'],
      ['USEDUP', 'used-up', 'The coupon USEDUP has been used as many times as it can be.'],
      ['OFF', 'disabled', 'The coupon OFF is no longer available.'],
      ['EURO', 'wrong-currency', 'The coupon EURO cannot be used in this currency.'],
      ['FREESHIP', 'below-minimum', 'The coupon FREESHIP needs an order subtotal of $50.00 or more.'],
    ])('refuses %s as %s', async (code, reason, message) => {
      const browser = await mugs();
      const res = await enter(browser, code);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: 'invalid-coupon', message });
      expect((await cartOf(browser)).invalidCoupons).toEqual([{ code, reason, message }]);
    });

    it('refuses a malformed code and an eleventh one without keeping them', async () => {
      const browser = await mugs();
      for (const code of ['two words', 'x'.repeat(65)]) {
        const res = await enter(browser, code);
        expect(res.body).toEqual({ error: 'invalid-coupon', message: 'That coupon code is not valid.' });
      }
      const blank = await enter(browser, '   ');
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Enter a coupon code.');
      for (let at = 0; at < 10; at += 1) await enter(browser, `NOPE${at}`);
      const eleventh = await enter(browser, 'WELCOME10');
      expect(eleventh.status).toBe(400);
      expect(eleventh.body).toEqual({
        error: 'too-many-coupons',
        message: 'A cart can hold at most 10 coupon codes.',
      });
      expect((await cartOf(browser)).coupons).toHaveLength(10);
    });

    it('takes a fixed amount above its minimum, and lists it as invalid once the subtotal drops below', async () => {
      const browser = await mugs();
      const res = await enter(browser, 'FIVEOFF');
      expect(res.body.shoppingCart).toMatchObject({ discountCents: 500, grandTotalCents: 3000 - 500 + 800 });
      const entryId = res.body.shoppingCart.entries[0].id;
      const lowered = await browser.send('PUT', `${PATHS.entries}/${entryId}`, { body: { quantity: 1 } });
      expect(lowered.body).toMatchObject({
        coupons: ['FIVEOFF'],
        validCoupons: [],
        invalidCoupons: [{ code: 'FIVEOFF', reason: 'below-minimum' }],
        discountCents: 0,
      });
    });

    it('takes a category coupon off that category’s items only', async () => {
      const browser = await cartWith([
        [ITEMS.mug, 'MUG', 2],
        [ITEMS.tee, 'TEE-M-RED', 1],
      ]);
      const res = await enter(browser, 'KITCHEN20');
      // 20 % of the mugs' 3000; the tee (1800) is not in Kitchen.
      expect(res.body.shoppingCart).toMatchObject({ subtotalCents: 4800, discountCents: 600 });
      const teeOnly = await cartWith([[ITEMS.tee, 'TEE-M-RED', 1]]);
      const refused = await enter(teeOnly, 'KITCHEN20');
      expect(refused.body.message).toBe('The coupon KITCHEN20 does not apply to any item in your cart.');
    });

    it('ships free with a free-shipping coupon, and stacks it with a discount', async () => {
      const browser = await mugs(4);
      await details(browser, { shippingLocation: { country: 'US', region: 'ME' } });
      await enter(browser, 'FREESHIP');
      const res = await enter(browser, 'WELCOME10');
      // 6000 − 600 = 5400; shipping free; Maine 5.5 % of 5400 (shipping 0) = 297.
      expect(res.body.shoppingCart).toMatchObject({
        validCoupons: [
          { code: 'FREESHIP', freeShipping: true, discountCents: 0 },
          { code: 'WELCOME10', discountCents: 600 },
        ],
        discountCents: 600,
        shippingCostCents: 0,
        taxCents: 297,
        grandTotalCents: 5400 + 297,
      });
    });

    it('never takes more than the subtotal, nor leaves a total below zero', async () => {
      const browser = await cartWith([[ITEMS.ebook, 'EBOOK', 1]]);
      const res = await enter(browser, 'HUGE');
      expect(res.body.shoppingCart).toMatchObject({
        subtotalCents: 900,
        discountCents: 900,
        grandTotalCents: 0,
      });
    });

    it('answers 404 for a coupon without a cart', async () => {
      const res = await enter(await visitor(app), 'WELCOME10');
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('cart-not-found');
    });

    it('refuses coupon and checkout writes without the crumb', async () => {
      const browser = await mugs();
      const res = await browser.send('POST', PATHS.coupons, { body: { code: 'WELCOME10' }, crumb: false });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: 'invalid-crumb',
        message: 'Your session has expired. Please reload the page and try again.',
      });
      expect((await details(browser, {})).status).toBe(200);
      const put = await browser.send('PUT', PATHS.checkoutDetails, { body: {}, crumb: false });
      expect(put.status).toBe(403);
    });
  });
});
